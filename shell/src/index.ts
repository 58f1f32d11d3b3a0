import { nextTask } from './features/remotes/next-task';

// The async boundary lets Module Federation negotiate shared singletons (React, the router,
// design-system) before any of them is evaluated. React DOM is evaluated first, in its own task, and
// the app's modules in the next (docs/decisions/boot-in-short-tasks.md).
import(/* webpackChunkName: "react-dom-client" */ 'react-dom/client')
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
