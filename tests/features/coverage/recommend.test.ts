import { describe, expect, it } from 'vitest';
import {
  type AnalysisInput,
  cellularStrength,
  confidenceTone,
  recommendCoverage,
} from '../../../src/features/coverage/recommend';

/** The AI tool's form defaults (billing §9). */
const defaults: AnalysisInput = {
  address: 'Osu, Accra',
  region: 'Greater Accra',
  zone: 'urban',
  minDownload: 50,
  minUpload: 10,
  maxLatency: 50,
  budget: 200,
  businessUse: false,
  redundancyRequired: false,
};

describe('the recommendation rules, case by case', () => {
  it.each<[string, Partial<AnalysisInput>, string, number, RegExp]>([
    ['the form defaults: urban Greater Accra', {}, 'fiber', 95, /Zone urban in Greater Accra: fiber is available/],
    ['suburban Ashanti still has fiber', { region: 'Ashanti', zone: 'suburban' }, 'fiber', 95, /fiber is available/],
    [
      'suburban Volta, modest needs: wireless',
      { region: 'Volta', zone: 'suburban', minDownload: 20, minUpload: 5 },
      'wireless',
      95,
      /no fiber is laid here/,
    ],
    [
      'suburban Volta, 50 Mbps: satellite is the only one fast enough',
      { region: 'Volta', zone: 'suburban', minUpload: 8, budget: 500 },
      'satellite',
      95,
      /Satellite gives about 55\/8 Mbps/,
    ],
    [
      'rural, small budget: wireless misses speed, satellite misses budget',
      { region: 'Northern', zone: 'rural' },
      'wireless',
      66,
      /short of it/,
    ],
    [
      'remote: satellite',
      { region: 'Northern', zone: 'remote', minDownload: 20, minUpload: 5, budget: 500 },
      'satellite',
      95,
      /Remote zone/,
    ],
    [
      'satellite short of the upload need loses 12 points',
      { region: 'Volta', zone: 'suburban', budget: 500 },
      'satellite',
      83,
      /55\/8 Mbps, short of it/,
    ],
    [
      'redundancy required: hybrid',
      { redundancyRequired: true, budget: 600 },
      'hybrid',
      95,
      /Redundancy required: a line/,
    ],
    [
      'redundancy in a remote place: satellite alone',
      { zone: 'remote', redundancyRequired: true, minDownload: 10, minUpload: 5, budget: 500 },
      'satellite',
      95,
      /no line reaches/,
    ],
    [
      'business use prefers fiber at equal fit',
      { zone: 'urban', minDownload: 10, minUpload: 2, businessUse: true },
      'fiber',
      95,
      /Business use/,
    ],
    [
      'low latency need that only lines meet',
      { region: 'Western', zone: 'suburban', minDownload: 20, minUpload: 5, maxLatency: 20 },
      'wireless',
      83,
      /above it/,
    ],
  ])('%s', (_name, change, technology, confidence, reason) => {
    const result = recommendCoverage({ ...defaults, ...change });
    expect(result.primaryRecommendation).toBe(technology);
    expect(result.confidence).toBe(confidence);
    expect(result.reasoning.join('\n')).toMatch(reason);
    expect(result.alternatives.map((a) => a.technology)).not.toContain(technology);
  });

  it('names the inputs that decided it', () => {
    const { reasoning } = recommendCoverage(defaults);
    expect(reasoning).toEqual([
      'Zone urban in Greater Accra: fiber is available here.',
      'Cellular strength in the urban zone is 85%: fixed wireless can reach about 51 Mbps.',
      'Needs 50 Mbps down and 10 Mbps up: Fiber gives about 200/100 Mbps.',
      'Latency at most 50 ms: Fiber is about 10 ms.',
      'Budget GH₵ 200 a month: Fiber costs about GH₵ 180.',
    ]);
  });

  it('gives the satellite fallback with the regional speeds and its suitability', () => {
    expect(recommendCoverage(defaults).satelliteFallback).toEqual({
      available: true,
      speeds: { download: 85, upload: 15 },
      cost: 450,
      suitability: 75,
    });
    expect(recommendCoverage({ ...defaults, region: 'Northern', zone: 'suburban' }).satelliteFallback.speeds).toEqual({
      download: 65,
      upload: 10,
    });
  });

  it('same inputs, same answer', () => {
    expect(recommendCoverage({ ...defaults })).toEqual(recommendCoverage({ ...defaults }));
  });

  it('cellular strength is 85 / 70 / 45 by zone', () => {
    expect([
      cellularStrength('urban'),
      cellularStrength('suburban'),
      cellularStrength('rural'),
      cellularStrength('remote'),
    ]).toEqual([85, 70, 45, 45]);
  });

  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
  ] as const)('confidence %i is %s', (confidence, tone) => {
    expect(confidenceTone(confidence)).toBe(tone);
  });
});
