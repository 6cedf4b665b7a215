import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from './public-config';

const config = {
  classicHostUrl: 'https://host.example',
  messagingEnv: 'test',
  analyticsSourceId: 'a1',
  paymentPublishableKey: 'pk_test',
  customerDetailsUrl: null,
  mqttUrl: null,
  notificationServiceKey: 'nk',
  notificationProviderUrl: '/api/notification-provider',
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
