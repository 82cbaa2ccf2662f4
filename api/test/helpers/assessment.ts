import { endpoints, type Question } from '@qip/shared-contracts';
import { jsonOf } from './json';
import type { TestApp } from './testApp';

/** GET /api/questions as the token's user; fails the test on anything but 200. */
export async function listQuestions(t: TestApp, token: string, query: Record<string, string>): Promise<Question[]> {
  const response = await t.as(token, { method: 'GET', url: '/api/questions', query });
  if (response.statusCode !== 200) throw new Error(`GET /api/questions: ${response.statusCode} ${response.body}`);
  return jsonOf(response, endpoints.assessment.questions.response);
}
