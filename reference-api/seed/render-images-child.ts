/** The child process of ./render-apart.ts: renders the illustrations it is sent, then exits. */
import { renderImages } from './render-images';
import type { SeedImage } from './types';

process.once('message', (message: { images: SeedImage[]; outDir: string }) => {
  renderImages(message.images, message.outDir).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
