/**
 * Requests of a test app as a signed-in gamer (or a guest), and answers held to the contract: the status the
 * test expects and a body the operation declares for it.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { expect } from "vitest";
import { contractResponse } from "@/server/testing/contract";
import type { TestSession } from "@/server/testing/sign-in";

export const contractAnswers = (app: () => FastifyInstance) => {
  /** Sends `request` with the session's bearer token, or none for a guest. */
  const as = (session: TestSession | undefined, request: InjectOptions) =>
    app().inject({
      ...request,
      headers: { ...request.headers, ...(session === undefined ? {} : session.authorization) },
    });

  /** Sends `request`, insists on `status` and on a body the contract declares; answers the body. */
  const ok = async <T>(
    operationId: string,
    status: number,
    session: TestSession | undefined,
    request: InjectOptions,
  ): Promise<T> => {
    const response = await as(session, request);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<T>();
    expect(contractResponse(operationId, status).validate(body)).toEqual([]);
    return body;
  };

  return { as, ok };
};
