import { describe, expect, it } from 'vitest';
import { backgroundTasks } from './background-tasks';

describe('background tasks', () => {
  it('starts a task after the caller went on, and idle() waits for it', async () => {
    const tasks = backgroundTasks({ error() {} });
    const events: string[] = [];
    tasks.run('first', async () => {
      events.push('task started');
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push('task done');
    });
    events.push('caller went on');
    await Promise.resolve();
    expect(events).toEqual(['caller went on']);
    await tasks.idle();
    expect(events).toEqual(['caller went on', 'task started', 'task done']);
  });

  it('logs a failure and still settles; idle() also waits for tasks started meanwhile', async () => {
    const logged: string[] = [];
    const tasks = backgroundTasks({
      error: ((_obj: unknown, message: string) => logged.push(message)) as never,
    });
    let second = false;
    tasks.run('failing', async () => {
      tasks.run('second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        second = true;
      });
      throw new Error('boom');
    });
    await tasks.idle();
    expect(logged).toEqual(['background task failed: failing']);
    expect(second).toBe(true);
  });
});
