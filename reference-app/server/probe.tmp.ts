import { startTestServer } from "./testing/server-test";
import { signIn } from "./testing/server-test";
import { measureSignInLoad } from "./testing/sign-in-load";
const s = await startTestServer({ signInLimits: { failuresPerIp: 10000, failuresPerUser: 10000, windowMs: 60000 } });
const cookie = await signIn(s.url, "multi");
for (let i = 0; i < 4; i++) console.log(JSON.stringify(await measureSignInLoad(s.url, cookie)));
await s.close();
