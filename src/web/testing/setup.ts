import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts after each test only when vitest globals are on; they are not.
afterEach(cleanup);
