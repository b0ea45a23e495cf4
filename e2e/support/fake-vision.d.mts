import type { Server } from 'node:http';

export declare const FAKE_VISION_BOOKS: {
  title: string;
  author: string;
  genre: string;
  description: string;
}[];
export declare const NO_AI_PHOTO_WIDTH: number;
export declare function startFakeVision(port: number): Server;
