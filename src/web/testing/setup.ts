import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts after each test only when vitest globals are on; they are not.
afterEach(cleanup);

// `findBy…` and `waitFor` wait for something to happen, not for a deadline: on a loaded 2-core machine a lazily
// loaded dialog or locale can take several seconds to arrive (twenty times an idle machine's), and a test must
// not fail because of that. A test that waits on purpose for less passes no timeout of its own either.
configure({ asyncUtilTimeout: 60_000 });
