// Loaded into the server by `npm run soak` (node --import): answers the soak's question about the
// process's memory over the IPC channel the soak opened. Nothing else; without a channel, nothing.
if (process.send) {
  process.on('message', (message) => {
    if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
  });
  // The channel must not keep a stopping server alive.
  process.channel?.unref();
}
