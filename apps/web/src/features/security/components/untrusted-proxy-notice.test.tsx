import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { i18n } from '../../../lib/i18n';
import { renderWithApp } from '../../../testing/render';
import { UntrustedProxyNotice } from './untrusted-proxy-notice';

describe('UntrustedProxyNotice', () => {
  it('says since when the proxy has not been trusted and what to set, in both languages', async () => {
    await renderWithApp(<UntrustedProxyNotice since="2026-11-20T09:00:00.000Z" />);
    const notice = screen.getByTestId('untrusted-proxy-notice');
    expect(notice).toHaveTextContent('Sunucu bir vekil sunucunun arkasında, ama ona güvenmiyor');
    expect(notice).toHaveTextContent('20 Kas 2026 12:00 tarihinden beri');
    expect(notice).toHaveTextContent('TRUST_PROXY=true');
    await act(() => i18n.changeLanguage('en'));
    expect(notice).toHaveTextContent('The server is behind a proxy it does not trust');
  });

  it('shows nothing while the server trusts what it sees', async () => {
    await renderWithApp(<UntrustedProxyNotice since={null} />);
    expect(screen.queryByTestId('untrusted-proxy-notice')).not.toBeInTheDocument();
  });
});
