/** Entry of `bin/sublord`: builds the commander program and runs it. */
import { buildProgram } from './program.js';

const program = await buildProgram();
await program.parseAsync(process.argv);
