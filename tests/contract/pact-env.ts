/**
 * Imported before Pact by every contract test: Pact's native core sends usage telemetry unless told not to,
 * and these suites run offline in CI.
 */
process.env["PACT_DO_NOT_TRACK"] = "true";
