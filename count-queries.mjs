import pg from 'pg';
const seen = [];
let on = false;
const orig = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  if (on) seen.push(typeof config === 'string' ? config : config?.text ?? config?.name ?? '?');
  return orig.call(this, config, ...rest);
};
process.on('SIGUSR2', () => {
  if (!on) { on = true; seen.length = 0; return; }
  on = false;
  console.error(`QUERIES ${seen.length}`);
  for (const q of seen) console.error('Q ' + q.replace(/\s+/g, ' ').slice(0, 220));
});
