/**
 * Group commit (src/platform/db/group-commit.ts, issue 22 §3): items submitted in one turn of the
 * event loop share one commit, up to a full batch; each item gets its own outcome, and only after its
 * batch committed. Authority: the module's contract (issue 9 §4: a call is committed before it goes
 * on). Exact batch counts, no tolerance.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createGroupCommit, type ItemOutcome } from '../../src/platform/db/group-commit.js';

/** A commit that records each batch and answers each item with itself doubled (or its error). */
function recordingCommit() {
  const batches: number[][] = [];
  const commit = async (items: readonly number[]): Promise<ItemOutcome<number>[]> => {
    batches.push([...items]);
    return items.map((n) => (n < 0 ? { error: new Error(`item ${n} failed`) } : { ok: n * 2 }));
  };
  return { batches, commit };
}

test('items submitted in one turn share one commit, each with its own outcome', async () => {
  const { batches, commit } = recordingCommit();
  const group = createGroupCommit(commit);
  const answers = await Promise.all([1, 2, 3].map((n) => group.submit(n)));
  assert.deepEqual(answers, [2, 4, 6]);
  assert.deepEqual(batches, [[1, 2, 3]]);
  assert.equal(await group.submit(4), 8);
  assert.deepEqual(batches, [[1, 2, 3], [4]], 'a later turn is a batch of its own');
});

test('nothing resolves before its batch has committed', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const group = createGroupCommit<number, number>(async (items) => {
    await gate;
    return items.map((n) => ({ ok: n }));
  });
  let resolved = false;
  const pending = group.submit(1).then((n) => {
    resolved = true;
    return n;
  });
  for (let i = 0; i < 5; i++) await nextTurn();
  assert.equal(resolved, false, 'the commit has not finished');
  release();
  assert.equal(await pending, 1);
});

test('a full batch commits at once; the rest waits for the next turn', async () => {
  const { batches, commit } = recordingCommit();
  const group = createGroupCommit(commit, { maxBatch: 3 });
  const answers = Promise.all([1, 2, 3, 4].map((n) => group.submit(n)));
  assert.deepEqual(
    batches,
    [[1, 2, 3]],
    'the third item filled a batch, committed in the same turn',
  );
  assert.deepEqual(await answers, [2, 4, 6, 8]);
  assert.deepEqual(batches, [[1, 2, 3], [4]]);
});

test('an item that fails alone rejects alone; a failed commit rejects its whole batch', async () => {
  const { commit } = recordingCommit();
  const group = createGroupCommit(commit);
  const outcomes = await Promise.allSettled([1, -2, 3].map((n) => group.submit(n)));
  assert.deepEqual(
    outcomes.map((o) => o.status),
    ['fulfilled', 'rejected', 'fulfilled'],
  );
  assert.match(String((outcomes[1] as PromiseRejectedResult).reason), /item -2 failed/);

  const broken = createGroupCommit<number, number>(async () => {
    throw new Error('disk full');
  });
  const all = await Promise.allSettled([1, 2].map((n) => broken.submit(n)));
  assert.deepEqual(
    all.map((o) => (o.status === 'rejected' ? String(o.reason) : 'fulfilled')),
    ['Error: disk full', 'Error: disk full'],
  );
});

test('drain waits for a batch in flight', async () => {
  let finished = false;
  const group = createGroupCommit<number, number>(async (items) => {
    await nextTurn();
    await nextTurn();
    finished = true;
    return items.map((n) => ({ ok: n }));
  });
  const pending = group.submit(1);
  await nextTurn(); // the batch has started
  await group.drain();
  assert.equal(finished, true);
  assert.equal(await pending, 1);
});
