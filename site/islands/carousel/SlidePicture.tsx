/**
 * The picture of a slide, in the tour and enlarged: its built URL, alternative text and intrinsic
 * size (so the box is reserved before it loads and nothing shifts). Other attributes (loading,
 * class) come from where it is shown.
 */
import type { ImgHTMLAttributes } from 'react';
import type { CarouselSlide } from './carousel-model.ts';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  slide: CarouselSlide;
}

export function SlidePicture({ slide, ...attributes }: Props) {
  return <img src={slide.src} width={slide.width} height={slide.height} alt={slide.alt} {...attributes} />;
}
