import type { LimitTexts } from './limit-texts.es.ts';

export const en: LimitTexts = {
  done: {
    failures: (p) => `You have made ${p.count} failed ${p.count === 1 ? 'attempt' : 'attempts'} in ${p.window}.`,
    calls: (p) => `You have made ${p.count} ${p.count === 1 ? 'request' : 'requests'} in ${p.window}.`,
  },
  retry: (p) => `You can try again in ${p.wait}.`,
  one: { minute: 'a minute', hour: 'an hour', day: 'a day' },
  count: {
    second: (p) => `${p.count} ${p.count === 1 ? 'second' : 'seconds'}`,
    minute: (p) => `${p.count} ${p.count === 1 ? 'minute' : 'minutes'}`,
    hour: (p) => `${p.count} ${p.count === 1 ? 'hour' : 'hours'}`,
    day: (p) => `${p.count} ${p.count === 1 ? 'day' : 'days'}`,
  },
  and: (p) => `${p.first} and ${p.second}`,
};
