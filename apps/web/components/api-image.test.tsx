import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiImage, DEFAULT_BANNER, IMAGE_FALLBACK_SCRIPT } from './api-image';

const variants = (name: string) =>
  Object.fromEntries(['blur', 'exsmall', 'thumbnail', 'small', 'medium', 'large'].map((v) => [v, `https://api.example/uploads/${v}/${name}`])) as never;

describe('ApiImage', () => {
  it('offers the variants as a srcset with the blurred one underneath', () => {
    render(<ApiImage image={variants('a.webp')} alt="Deep cleaning" width={400} height={250} sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Deep cleaning' });
    expect(img).toHaveAttribute('src', 'https://api.example/uploads/medium/a.webp');
    expect(img.getAttribute('srcset')).toContain('https://api.example/uploads/large/a.webp 1600w');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.style.backgroundImage).toContain('/uploads/blur/a.webp');
  });

  it('shows the default banner when there is no picture, or when it fails to load', () => {
    render(<ApiImage image={null} alt="No picture" width={400} height={250} sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'No picture' })).toHaveAttribute('src', DEFAULT_BANNER);

    new Function(IMAGE_FALLBACK_SCRIPT)();
    render(<ApiImage image={variants('gone.webp')} alt="Broken" width={400} height={250} sizes="100vw" priority />);
    const broken = screen.getByRole('img', { name: 'Broken' });
    broken.dispatchEvent(new Event('error'));
    expect(broken).toHaveAttribute('src', DEFAULT_BANNER);
    expect(broken).not.toHaveAttribute('srcset');
  });
});
