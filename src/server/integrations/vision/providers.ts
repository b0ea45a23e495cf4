/**
 * The three vision providers through their official SDKs (ADR 0031), tried in this order, each only when
 * its key is set: OpenAI (`OPENAI_API_KEY`), Google Gemini (`GEMINI_API_KEY`), Anthropic
 * (`ANTHROPIC_API_KEY`). Base URL and model come from config; SDK retries are off (a refusal moves on to
 * the next provider at once) and the caller's signal bounds the time (`VISION_TIMEOUT_MS`).
 */
import Anthropic from '@anthropic-ai/sdk';
import { GoogleGenAI } from '@google/genai';
import OpenAI from 'openai';
import type { Config, VisionProviderConfig } from '../../config';
import { SHELF_PROMPT } from './prompt';
import type { ShelfPhoto, VisionProvider } from './types';

function openaiProvider(c: VisionProviderConfig, timeoutMs: number): VisionProvider {
  const client = new OpenAI({ apiKey: c.apiKey, baseURL: c.baseUrl, maxRetries: 0, timeout: timeoutMs });
  return {
    name: 'openai',
    async read(photo: ShelfPhoto, signal: AbortSignal) {
      const answer = await client.chat.completions.create(
        {
          model: c.model,
          response_format: { type: 'json_object' },
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: SHELF_PROMPT },
                { type: 'image_url', image_url: { url: `data:${photo.mimeType};base64,${photo.base64}` } },
              ],
            },
          ],
        },
        { signal },
      );
      return answer.choices[0]?.message?.content ?? '';
    },
  };
}

function geminiProvider(c: VisionProviderConfig, timeoutMs: number): VisionProvider {
  const client = new GoogleGenAI({
    apiKey: c.apiKey,
    httpOptions: { baseUrl: c.baseUrl, timeout: timeoutMs, retryOptions: { attempts: 1 } },
  });
  return {
    name: 'gemini',
    async read(photo: ShelfPhoto, signal: AbortSignal) {
      const answer = await client.models.generateContent({
        model: c.model,
        contents: [
          {
            role: 'user',
            parts: [{ text: SHELF_PROMPT }, { inlineData: { mimeType: photo.mimeType, data: photo.base64 } }],
          },
        ],
        config: { responseMimeType: 'application/json', abortSignal: signal },
      });
      return answer.text ?? '';
    },
  };
}

function anthropicProvider(c: VisionProviderConfig, timeoutMs: number): VisionProvider {
  const client = new Anthropic({ apiKey: c.apiKey, baseURL: c.baseUrl, maxRetries: 0, timeout: timeoutMs });
  return {
    name: 'anthropic',
    async read(photo: ShelfPhoto, signal: AbortSignal) {
      const answer = await client.messages.create(
        {
          model: c.model,
          max_tokens: 4096,
          messages: [
            {
              role: 'user',
              content: [
                { type: 'image', source: { type: 'base64', media_type: photo.mimeType, data: photo.base64 } },
                { type: 'text', text: SHELF_PROMPT },
              ],
            },
          ],
        },
        { signal },
      );
      return answer.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    },
  };
}

/** The configured providers in the order they are tried (none without keys). */
export function visionProviders(vision: Config['vision']): VisionProvider[] {
  const out: VisionProvider[] = [];
  if (vision.openai) out.push(openaiProvider(vision.openai, vision.timeoutMs));
  if (vision.gemini) out.push(geminiProvider(vision.gemini, vision.timeoutMs));
  if (vision.anthropic) out.push(anthropicProvider(vision.anthropic, vision.timeoutMs));
  return out;
}
