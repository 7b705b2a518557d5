// First: refuses a Node older than 22.12 before any other module loads.
import './node-version';
import { isDeliveryThread, runDeliveryThread } from './features/federation/delivery-thread';
import { ConfigError, loadConfig } from './platform/config/config';
import { startServer } from './server';

/** Entry point of `npm start`: read the configuration, fail fast with a list, start. */
async function main(): Promise<void> {
  try {
    const config = loadConfig();
    await startServer(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  }
}

// The same script runs the delivery thread the server starts (features/federation/delivery-thread.ts).
if (isDeliveryThread()) void runDeliveryThread();
else void main();
