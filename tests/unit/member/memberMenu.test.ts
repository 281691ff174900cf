/** The member centre menu lists every SPEC.md §2 page once, and the page of a deep link is read as the route matches it. */
import { describe, expect, it } from 'vitest';
import { MEMBER_PAGES } from '../../../src/views/member/memberPages';
import { MEMBER_MENU, memberPageOfPath } from '../../../src/views/member/memberMenu';
import { loginPathFor, returnToOf } from '../../../src/app/navigation';

describe('member centre menu', () => {
  it('has every page of MEMBER_PAGES exactly once', () => {
    const listed = MEMBER_MENU.flatMap((group) => group.pages);
    expect([...listed].sort()).toEqual([...MEMBER_PAGES].sort());
  });

  it('reads the page of a deep link case-insensitively; /member alone and an unknown page are the security centre', () => {
    expect(memberPageOfPath('/member/withdraw')).toBe('withdraw');
    expect(memberPageOfPath('/Member/DEPOSITV2/')).toBe('depositv2');
    expect(memberPageOfPath('/member')).toBe('securityCenter');
    expect(memberPageOfPath('/member/nothing')).toBe('securityCenter');
  });
});

describe('return-to after login', () => {
  it('keeps a member-centre page to come back to', () => {
    expect(loginPathFor('/member/withdraw')).toBe('/login?returnTo=%2Fmember%2Fwithdraw');
    expect(returnToOf('?returnTo=%2Fmember%2Fwithdraw')).toBe('/member/withdraw');
  });

  it('keeps the public pages whose actions need a session: promotions and the points mall', () => {
    expect(loginPathFor('/promotions')).toBe('/login?returnTo=%2Fpromotions');
    expect(returnToOf('?returnTo=%2FpointMall')).toBe('/pointMall');
  });

  it('keeps live cam, where a visitor is asked to sign in', () => {
    expect(loginPathFor('/liveCam')).toBe('/login?returnTo=%2FliveCam');
    expect(returnToOf('?returnTo=%2FliveCam')).toBe('/liveCam');
    expect(returnToOf('?returnTo=%2FliveCam%3Ftoken%3Dx')).toBeNull();
  });

  it('refuses anything else: other origins, schemes, queries, other pages', () => {
    for (const target of ['//evil.example/member', 'https://evil.example', '/member/../agentHome', '/member/withdraw?token=x', 'javascript:alert(1)', '/promotions?token=x', '/lottery', '/agentHome']) {
      expect(loginPathFor(target)).toBe('/login');
      expect(returnToOf(`?returnTo=${encodeURIComponent(target)}`)).toBeNull();
    }
  });
});
