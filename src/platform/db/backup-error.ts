/** A backup or restore refused with a sentence for the operator (the CLI prints it and exits 1). */
export class BackupError extends Error {}
