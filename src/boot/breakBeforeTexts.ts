// See src/main.tsx: the entry's evaluation goes on in a task of its own from here.
import { nextTask } from './nextTask';

await nextTask();
