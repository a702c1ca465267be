/**
 * Polls `url` until it answers 200, as a load balancer's health check does. Fails with what `describe` says once the
 * process behind it is gone (`hasExited`) or `timeoutMs` has passed.
 */
export const waitUntilOk = async (
  url: string,
  { timeoutMs, hasExited, describe }: { timeoutMs: number; hasExited: () => boolean; describe: () => string },
) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited()) throw new Error(`the process behind ${url} exited:\n${describe()}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} not ready after ${timeoutMs} ms:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
