import { api, ApiResponseError } from '@storefront/shared/api';
import { postForMessage } from './post-for-message';

const answer = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} }) as never;

afterEach(() => jest.restoreAllMocks());

describe('postForMessage', () => {
  it("returns the envelope's data and its mess", async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(answer({ success: true, mess: 'Registration successful!', data: { email: 'a@b.pk' } }));
    await expect(postForMessage('/auth/register', { name: 'A' })).resolves.toEqual({
      data: { email: 'a@b.pk' },
      mess: 'Registration successful!',
    });
    expect(post).toHaveBeenCalledWith('/auth/register', { name: 'A' });
  });

  it('leaves mess out when the server sent none', async () => {
    jest.spyOn(api, 'post').mockResolvedValue(answer({ success: true, data: null }));
    await expect(postForMessage('/auth/getOtp', {})).resolves.toEqual({ data: null, mess: undefined });
  });

  it.each([
    [{ success: false, mess: 'Email already verified', message: 'Email already verified' }, 'Email already verified'],
    ['<html>proxy error</html>', 'Request failed'],
    [undefined, 'Request failed'],
  ])('throws on a 200 answer that is not a success (%p), never reporting it as one', async (body, message) => {
    jest.spyOn(api, 'post').mockResolvedValue(answer(body));
    const failure = postForMessage('/auth/register', {});
    await expect(failure).rejects.toBeInstanceOf(ApiResponseError);
    await expect(failure).rejects.toThrow(message);
  });
});
