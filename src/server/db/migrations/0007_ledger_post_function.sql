-- ledger_post: writes one posting set that takes from no user (a credit), with its postings and the balance
-- projection of every account it touches, in one statement's transaction. PL/pgSQL keeps the plans of the
-- statements below for the session, so a credit is a short call with six parameters instead of a large
-- statement parsed and planned each time (PGlite spends most of a credit on that).
--
-- p_legs: [{"owner": text, "user_id": uuid | null, "currency": text, "amount": bigint}, ...] summing to zero
-- per currency. Accounts are created or changed in (owner, currency) order, the order every posting set locks
-- them in, so sets never wait on each other in a cycle; the CHECK on ledger_accounts refuses a negative user
-- balance. With an idempotency key already used, writes nothing and answers the existing set, created false.
CREATE FUNCTION "ledger_post"(
	"p_idempotency_key" text,
	"p_type" text,
	"p_user_id" uuid,
	"p_reference" text,
	"p_details" jsonb,
	"p_legs" jsonb
) RETURNS TABLE (
	"id" uuid,
	"idempotency_key" text,
	"type" text,
	"user_id" uuid,
	"reference" text,
	"details" jsonb,
	"created_at" timestamp with time zone,
	"created" boolean
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	posted ledger_transactions;
	unbalanced text;
BEGIN
	SELECT l.currency INTO unbalanced
	FROM jsonb_to_recordset(p_legs) AS l(currency text, amount bigint)
	GROUP BY l.currency
	HAVING sum(l.amount) <> 0
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'The % legs of posting set % do not sum to zero', unbalanced, p_idempotency_key;
	END IF;

	INSERT INTO ledger_transactions AS t (idempotency_key, type, user_id, reference, details)
	VALUES (p_idempotency_key, p_type, p_user_id, p_reference, p_details)
	-- Any unique conflict: the unique idempotency key is the only one a new posting set can meet.
	ON CONFLICT DO NOTHING
	RETURNING t.* INTO posted;
	IF NOT FOUND THEN
		RETURN QUERY
			SELECT t.id, t.idempotency_key, t.type, t.user_id, t.reference, t.details, t.created_at, false
			FROM ledger_transactions AS t
			WHERE t.idempotency_key = p_idempotency_key
			LIMIT 1;
		RETURN;
	END IF;

	WITH legs AS (
		SELECT l.owner, l.user_id, l.currency, l.amount
		FROM jsonb_to_recordset(p_legs) AS l(owner text, user_id uuid, currency text, amount bigint)
	), accounts AS (
		INSERT INTO ledger_accounts AS a (owner, user_id, currency, balance)
		SELECT legs.owner, legs.user_id, legs.currency, sum(legs.amount)
		FROM legs
		GROUP BY legs.owner, legs.user_id, legs.currency
		ORDER BY legs.owner, legs.currency
		ON CONFLICT (owner, currency) DO UPDATE SET balance = a.balance + excluded.balance, updated_at = now()
		RETURNING a.id, a.owner, a.currency
	)
	INSERT INTO ledger_postings (transaction_id, account_id, currency, amount)
	SELECT posted.id, accounts.id, legs.currency, legs.amount
	FROM legs
	JOIN accounts ON accounts.owner = legs.owner AND accounts.currency = legs.currency;

	RETURN QUERY
		SELECT posted.id, posted.idempotency_key, posted.type, posted.user_id, posted.reference, posted.details,
			posted.created_at, true;
END;
$$;
