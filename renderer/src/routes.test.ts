// Issue 22: the app's addresses on vue-router. Every address the hand-written router had still opens the same screen
// at the same thing; a screen and parameter make the address back; Back and Forward walk the history; replace leaves
// no entry behind.
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, type Router } from 'vue-router';
import { createAppRouter, locationOf, routeOf, SCREENS, type Route } from './routes';

function memoryRouter(): Router {
  return createAppRouter(createMemoryHistory(), () => ({ render: () => null }));
}

/** The screen and parameter an address (the part after the '#') opens. */
async function opened(router: Router, address: string): Promise<Route> {
  await router.push(address);
  return routeOf(router.currentRoute.value);
}

describe('the app\'s addresses (issue 22)', () => {
  it('each address of the old router opens the same screen at the same thing', async () => {
    const router = memoryRouter();
    expect(await opened(router, '/rules/7b')).toEqual({ screen: 'rules', param: '7b' });
    expect(await opened(router, '/rules')).toEqual({ screen: 'rules' });
    expect(await opened(router, '/guide/coppersand')).toEqual({ screen: 'guide', param: 'coppersand' });
    expect(await opened(router, '/guide')).toEqual({ screen: 'guide' });
    expect(await opened(router, '/table/3f2a-c0de')).toEqual({ screen: 'table', param: '3f2a-c0de' });
    expect(await opened(router, '/replay/c-1/12')).toEqual({ screen: 'replay', param: 'c-1/12' });
    expect(await opened(router, '/replay/c-1')).toEqual({ screen: 'replay', param: 'c-1' });
    expect(await opened(router, '/review/c-1')).toEqual({ screen: 'review', param: 'c-1' });
    for (const screen of ['title', 'new', 'saves', 'statistics', 'settings', 'relay', 'lake-race', 'daily', 'achievements'] as const) {
      expect(await opened(router, `/${screen}`)).toEqual({ screen });
    }
  });

  it('a section id written the old way (each part encoded) still opens that section', async () => {
    const router = memoryRouter();
    expect(await opened(router, `/rules/${encodeURIComponent('Guide: Coppersand')}`)).toEqual({ screen: 'rules', param: 'Guide: Coppersand' });
    expect(await opened(router, `/rules/${encodeURIComponent('6: Taking a Turn During Night Time')}`)).toEqual({ screen: 'rules', param: '6: Taking a Turn During Night Time' });
  });

  it('an empty or unknown address is the title screen; a table with no campaign is Saves', async () => {
    const router = memoryRouter();
    expect(await opened(router, '/')).toEqual({ screen: 'title' });
    expect(await opened(router, '/nowhere/3')).toEqual({ screen: 'title' });
    expect(await opened(router, '/table')).toEqual({ screen: 'saves' });
    expect(router.currentRoute.value.fullPath).toBe('/saves');
  });

  it('every screen and parameter makes an address that opens it again', async () => {
    const router = memoryRouter();
    const cases: Route[] = [
      ...SCREENS.filter((s) => s !== 'table').map((screen) => ({ screen })),
      { screen: 'table', param: 'abc' },
      { screen: 'rules', param: 'Guide: Coppersand' },
      { screen: 'rules', param: 'a/b' },
      { screen: 'guide', param: 'crowsNest' },
      { screen: 'replay', param: 'c-1/0' },
      { screen: 'review', param: 'c-1' },
    ];
    for (const route of cases) {
      await router.push(locationOf(route.screen, route.param));
      expect(routeOf(router.currentRoute.value), JSON.stringify(route)).toEqual(route);
    }
    expect(router.resolve(locationOf('rules', '7b')).fullPath).toBe('/rules/7b');
    expect(router.resolve(locationOf('replay', 'c-1/4')).fullPath).toBe('/replay/c-1/4');
  });

  it('Back and Forward walk the screens seen; a replaced address leaves no entry', async () => {
    const router = memoryRouter();
    await router.push('/title');
    await router.push(locationOf('rules', '7b'));
    await router.push(locationOf('replay', 'c-1/0'));
    await router.replace(locationOf('replay', 'c-1/1'));
    await router.replace(locationOf('replay', 'c-1/2'));
    const moved = () => new Promise<void>((r) => { const stop = router.afterEach(() => { stop(); r(); }); });
    let arrived = moved();
    router.back();
    await arrived;
    expect(routeOf(router.currentRoute.value)).toEqual({ screen: 'rules', param: '7b' });
    arrived = moved();
    router.back();
    await arrived;
    expect(routeOf(router.currentRoute.value)).toEqual({ screen: 'title' });
    arrived = moved();
    router.forward();
    await arrived;
    expect(routeOf(router.currentRoute.value)).toEqual({ screen: 'rules', param: '7b' });
  });
});
