import { describe, expect, it } from 'vitest';
import { classicHostHandOff, publicConfigSchema } from './public-config';

const config = {
  classicHostUrl: 'https://host.example',
  messagingEnv: 'test',
  analyticsSourceId: 'a1',
  paymentPublishableKey: 'pk_test',
  customerDetailsUrl: null,
  mqttUrl: null,
  notificationServiceKey: 'nk',
  notificationProviderUrl: '/api/notification-provider',
  publicIpLookups: { ipv4: ['/api/client-ip?family=4'], ipv6: ['/api/client-ip?family=6'] },
};

describe('the public configuration reads as the server sends it', () => {
  it.each<[string, unknown, boolean]>([
    ['live updates through our own server', config, true],
    ['live updates from a broker elsewhere', { ...config, mqttUrl: 'wss://mqtt.example/mqtt' }, true],
    ['without the classic host address', { ...config, classicHostUrl: undefined }, false],
  ])('%s', (_, value, accepted) => {
    expect(publicConfigSchema.safeParse(value).success).toBe(accepted);
  });
});

describe('/login-from-v3 hands its token to the classic host app', () => {
  it.each([
    ['https://host.example/', 'abc', 'https://host.example/?token=abc'],
    ['https://host.example/app?lang=zh', 'a b&c', 'https://host.example/app?lang=zh&token=a%20b%26c'],
    ['https://host.example/#/login', 'abc', 'https://host.example/?token=abc#/login'],
    ['https://host.example/', undefined, 'https://host.example/'],
    ['https://host.example/', '', 'https://host.example/'],
  ])('%s with %s', (url, token, expected) => {
    expect(classicHostHandOff(url, token)).toBe(expected);
  });
});
