import { describe, expect, it } from 'vitest';
import { employeeGuard, gateGuard, isPrivatePath, memberCardGuard, privateAreaGuard, seatChangeGuard } from './guards';
import { routes } from './routes';

/** An address the route pattern matches: parameters and splats filled in. */
function samplePath(pattern: string): string {
  return `/${pattern.replace(/:\w+\??/g, 'x').replace(/\*$/, 'x')}`;
}

const table = routes[0]?.children ?? [];

describe('the route table', () => {
  it.each(table.filter((route) => route.path && isPrivatePath(samplePath(route.path))).map((route) => [route.path]))(
    'private %s is guarded by the session',
    (path) => {
      const route = table.find((candidate) => candidate.path === path);
      expect([privateAreaGuard, seatChangeGuard, memberCardGuard, gateGuard, employeeGuard]).toContain(route?.loader);
    },
  );

  it('covers every private section', () => {
    const privatePaths = table.flatMap((route) => (route.path && isPrivatePath(samplePath(route.path)) ? [route.path] : []));
    for (const section of ['abonado/', 'simpatizante/', 'accionista', 'empresa/']) {
      expect(privatePaths.some((path) => path.startsWith(section)), section).toBe(true);
    }
  });
});
