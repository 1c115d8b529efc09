import { expect } from '@open-wc/testing';
import type { ReactiveControllerHost } from 'lit';
import { createChampionship, greedyBot } from '@pitchside/engine/mof';
import { MofGameController } from './game-controller.js';

const host: ReactiveControllerHost = {
  addController() {},
  removeController() {},
  requestUpdate() {},
  updateComplete: Promise.resolve(true),
};

describe('MofGameController', () => {
  it('gives the elements inside only what the seat shown may know of the events', () => {
    const controller = new MofGameController(host);
    controller.load(createChampionship({ seed: 1, seats: ['Ana', 'Bao'] }));
    const bot = greedyBot();
    while (controller.state!.stage === 'chooseManager') expect(controller.apply(bot(controller.state!))).to.equal(true);
    const game = controller.context()!;
    const s = controller.state!;
    const dealt = game.log.flatMap((e) => (e.type === 'playersDealt' ? [e] : []));
    expect(dealt.map((e) => s.teams[e.team]!.seat)).to.have.members(['Ana', 'Bao']);
    for (const e of dealt) {
      const mine = s.teams[e.team]!.seat === game.seat;
      expect(e.players.length > 0, `${s.teams[e.team]!.seat}'s players, seen by ${game.seat}`).to.equal(mine);
    }
    expect(controller.log.filter((e) => e.type === 'playersDealt').every((e) => e.players.length > 0)).to.equal(true);
  });
});
