import { setHashCostForTests, TEST_COST } from '#server/lib/passwords.ts';

// Passwords in the server's tests are hashed at a cheaper scrypt cost (lib/passwords.ts says why);
// passwords.test.ts checks the standard cost itself.
setHashCostForTests(TEST_COST);
