import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts after each test only when vitest globals are on; they are not.
afterEach(cleanup);

// `findBy…` and `waitFor` wait for something to happen, not for a deadline: on a loaded 2-core machine a lazily
// loaded dialog or locale can take several seconds to arrive, and a test must not fail because of that.
configure({ asyncUtilTimeout: 15_000 });
