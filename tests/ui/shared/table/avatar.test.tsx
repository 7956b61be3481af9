// The computer players' faces (avatar.ts, Avatar.tsx) and the level beside them in both games' seats: the
// same name draws the same face, the default names draw different ones, the face is hidden from screen
// readers and the level is read out with the seat.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SchnapsenTable } from '../../../../src/ui/schnapsen/SchnapsenTable';
import { SchwimmenTable } from '../../../../src/ui/schwimmen/SchwimmenTable';
import { de } from '../../../../src/ui/i18n/de';
import { en } from '../../../../src/ui/i18n/en';
import { es } from '../../../../src/ui/i18n/es';
import { fr } from '../../../../src/ui/i18n/fr';
import { nb } from '../../../../src/ui/i18n/nb';
import { Avatar } from '../../../../src/ui/shared/table/Avatar';
import { avatarOf } from '../../../../src/ui/shared/table/avatar';
import { firstLead, tableProps as schnapsenProps } from '../../schnapsen/scenarios';
import { eightPlayers, tableProps as schwimmenProps } from '../../schwimmen/scenarios';

const CATALOGS = { en, de, fr, es, nb };

describe('avatarOf', () => {
  it('gives a name the same face every time, whatever the spaces around it or the letter case', () => {
    expect(avatarOf('Anna')).toEqual(avatarOf('Anna'));
    expect(avatarOf(' anna ')).toEqual(avatarOf('Anna'));
  });

  it.each(Object.entries(CATALOGS))(
    '%s: the seven default computer names have seven faces, each pair apart in two parts or more',
    (_, t) => {
      const faces = t.app.names.map(avatarOf);
      expect(new Set(faces.map((f) => JSON.stringify(f))).size).toBe(7);
      const seen = ['hairStyle', 'skin', 'shirt', 'hairColour', 'headwear'] as const;
      for (let i = 0; i < faces.length; i++)
        for (let j = i + 1; j < faces.length; j++)
          expect(
            seen.filter((part) => faces[i][part] !== faces[j][part]).length,
            `${t.app.names[i]} and ${t.app.names[j]}`,
          ).toBeGreaterThanOrEqual(2);
    },
  );
});

describe('Avatar', () => {
  const drawn = (name: string) => {
    const { container, unmount } = render(<Avatar name={name} />);
    const html = container.innerHTML;
    unmount();
    return html;
  };

  it('draws the same face for the same name, hidden from screen readers', () => {
    const { container } = render(<Avatar name="Clara" />);
    const face = container.querySelector('.avatar')!;
    expect(face).toHaveAttribute('aria-hidden', 'true');
    expect(face.querySelector('svg')).not.toBeNull();
    expect(drawn('Clara')).toBe(container.innerHTML);
  });

  it('draws a different face for each default computer name', () => {
    const names = [...new Set(Object.values(CATALOGS).flatMap((t) => t.app.names))];
    expect(new Set(names.map(drawn)).size).toBe(names.length);
  });
});

describe('the level beside the face', () => {
  it('Schwimmen: every computer seat shows its face and its level, read out as the seat’s description', () => {
    const levels = [null, 'easy', 'normal', 'hard', 'expert', 'easy', 'normal', 'hard'] as const;
    render(
      <SchwimmenTable
        {...schwimmenProps(eightPlayers())}
        levels={levels}
        faces="french"
        onAction={vi.fn()}
      />,
    );
    const options = en.screens.settings.level.options;
    for (const [seat, name] of ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta'].entries()) {
      const level = levels[seat + 1]!;
      const group = screen.getByRole('group', { name });
      expect(group).toHaveAccessibleDescription(`Computer level ${options[level].label}`);
      const face = group.querySelector('.avatar')!;
      expect(face).toHaveAttribute('aria-hidden', 'true');
      // Beside the face: the next element holds the name and the level.
      const beside = face.closest('.seat__face')!.nextElementSibling as HTMLElement;
      expect(within(beside).getByText(options[level].label)).toBeVisible();
      expect(beside).toHaveTextContent(name);
    }
    expect(document.querySelectorAll('.avatar')).toHaveLength(7);
  });

  it('Schwimmen: a table given no levels shows the faces without a level', () => {
    render(<SchwimmenTable {...schwimmenProps(eightPlayers())} faces="french" onAction={vi.fn()} />);
    expect(document.querySelectorAll('.sw-seat .avatar')).toHaveLength(7);
    expect(document.querySelector('.seat__level')).toBeNull();
    expect(screen.getByRole('group', { name: 'Anna' })).not.toHaveAttribute('aria-describedby');
  });

  it('Schnapsen: the computer’s plate shows its face and level; the human’s plate has neither', () => {
    render(
      <SchnapsenTable
        {...schnapsenProps(firstLead())}
        level="hard"
        faces="german"
        showPoints={false}
        onAction={vi.fn()}
      />,
    );
    const them = document.querySelector<HTMLElement>('.sn-plate--them')!;
    expect(them.querySelector('.avatar')).toHaveAttribute('aria-hidden', 'true');
    expect(within(them).getByText('Hard')).toBeVisible();
    // A screen reader reads the plate as "Anna, Computer level Hard".
    const read = them.querySelector('.seat__level .visually-hidden')!;
    expect(read).toHaveTextContent(/^Computer level Hard$/);
    expect(them.querySelector('.seat__name')!.compareDocumentPosition(read)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const me = document.querySelector('.sn-plate--me')!;
    expect(me.querySelector('.avatar, .seat__level')).toBeNull();
  });
});
