/** Entry of `bin/sublord`: builds the commander program and runs it. */
import { buildProgram } from './program.js';

// `sublord … | head` closes the pipe early: stop quietly, as other Unix tools do, instead of dying
// with an EPIPE stack trace. Any other stream error is still a failure.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const program = await buildProgram();
await program.parseAsync(process.argv);
