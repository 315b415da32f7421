import { blogs } from './blogs';
import { brands } from './brands';
import { categories } from './categories';
import { deliverySettings } from './delivery';
import { images } from './images';
import { pages } from './pages';
import { products } from './products';
import { slides } from './slides';
import { stores } from './stores';
import type {
  SeedBlog,
  SeedBrand,
  SeedCategory,
  SeedDeliverySettings,
  SeedImage,
  SeedPage,
  SeedProduct,
  SeedSlide,
  SeedStore,
} from './types';

export interface Seed {
  categories: SeedCategory[];
  brands: SeedBrand[];
  products: SeedProduct[];
  stores: SeedStore[];
  blogs: SeedBlog[];
  pages: SeedPage[];
  slides: SeedSlide[];
  deliverySettings: SeedDeliverySettings;
  images: SeedImage[];
}

/** The reference API's catalogue and content; deterministic, the same on every run. */
export const seed: Seed = {
  categories,
  brands,
  products,
  stores,
  blogs,
  pages,
  slides,
  deliverySettings,
  images,
};

export * from './types';
