// A request's CPU budget counts its own work: building something kept for every request (a
// filter's bitmap, made by the first request that needs it) is not charged to it.
import { RequestWork } from '../../src/modules/search/request-work.js';

function spinCpu(ms: number): void {
  const start = process.cpuUsage();
  for (;;) {
    const { user, system } = process.cpuUsage(start);
    if ((user + system) / 1000 >= ms) return;
  }
}

it('does not charge exempted work to the request', () => {
  const work = new RequestWork();
  work.begin();
  work.exempt(() => spinCpu(40));
  // Crossing the 8,192-term mark reads the CPU clock: within budget, the exempted 40 ms aside.
  expect(() => work.visit(9000)).not.toThrow();
});

it('refuses a request whose own work exceeds the budget', () => {
  const work = new RequestWork();
  work.begin();
  spinCpu(40);
  expect(() => work.visit(9000)).toThrow('too complex');
});
