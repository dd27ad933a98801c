import { buildWeb, isBuildCurrent, WEB_DIST } from './web-build.ts';

// `npm start`: builds the web app only when its sources changed since the build in dist/, so a
// restart answers in about a second instead of rebuilding for several.
if (await isBuildCurrent()) {
  process.stdout.write(`web app: the build in ${WEB_DIST} is current, not rebuilding\n`);
} else {
  await buildWeb();
}
