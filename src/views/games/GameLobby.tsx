/**
 * A game lobby (SPEC.md §2 "Game lobby"): title, vendor menu (5 slides visible), classification
 * filter, name search (only while the vendor is All), filter type, grid, no-data text, load more
 * (18 per page) and pagination. The lobby chart owns the query and the loading states.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { connectLobby, filterNeedsSession, gamesShown } from '@machines/games/lobby.connect';
import { ALL, FILTER_TYPES, LOBBY_PAGE_SIZE, type FilterType } from '@machines/games/lobby.machine';
import { useFlow } from '../../app/actors';
import { useDueAction, useSendToLogin } from '../../app/navigation';
import { lobbyLogic } from '../../app/wiring/games/lobby';
import { Button } from '../../ui/Button';
import { Chip } from '../../ui/Chip';
import { Empty } from '../../ui/Empty';
import { SearchIcon, WrenchIcon } from '../../ui/icons';
import { Pagination } from '../../ui/Pagination';
import { Problem } from '../../ui/Problem';
import { styled } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useSessionView } from '../layout/useSessionView';
import { GameGrid, GameGridSkeleton } from './GameGrid';
import { useFavouriteIds } from './useFavourites';
import { GameImage } from './GameImage';
import { LaunchHost } from './Launcher';
import { FLOW } from '../../app/flowKeys';
import { useLanguage } from '../../ui/useLanguage';

function GameLobbyRoute({ gameType }: { gameType: string }) {
  const query = new URLSearchParams(useSearch());
  const type = (query.get('gameType') ?? gameType).toUpperCase();
  const vendor = query.get('vassalage')?.toUpperCase() ?? null;
  // a new category or vendor from the URL starts a fresh lobby on page 1
  return <GameLobby key={`${type}:${vendor ?? ''}`} gameType={type} vendor={vendor} />;
}

export function GameLobby({ gameType, vendor: initialVendor, filter: fixedFilter }: { gameType: string; vendor: string | null; filter?: FilterType }) {
  const { t } = useTranslation(['games', 'common', 'errors']);
  const instance = useId();
  const language = useLanguage();
  // one flow per lobby view; its input is read when it opens, so another input is another key. It is
  // told the page's language: the names are asked again in another one, the query kept
  const lobby = useFlow(`${FLOW.lobby}:${gameType || (fixedFilter ?? '')}:${initialVendor ?? ALL}:${instance}`, lobbyLogic, connectLobby, {
    input: { gameType, vendor: initialVendor, language, ...(fixedFilter ? { filter: fixedFilter } : {}) },
    props: { type: 'LANGUAGE', language },
  });
  const session = useSessionView();
  const sendToLogin = useSendToLogin();
  const [text, setText] = useState('');
  const searchId = useId();
  const classifyId = useId();
  const { lane, status } = lobby;
  const title =
    fixedFilter === 'FAV'
      ? t('account.favorite')
      : fixedFilter === 'RECENT'
        ? t('account.recent')
        : (lane?.name ?? t(`common:gameTypes.${gameType}`, { defaultValue: gameType }));

  const chooseFilter = (filter: FilterType) => {
    // Favourite and Recent need a session: a visitor gets the login popup, and the filter once signed in here
    if (filterNeedsSession(filter) && !session.loggedIn) sendToLogin({ kind: 'filter', filter });
    else lobby.setFilter(filter);
  };
  // the filter a visitor chose before signing in, now that the member is back on this lobby
  // (once the lobby browses: its filters are there only then)
  const due = useDueAction();
  const { setFilter, browsing: lobbyBrowses } = lobby;
  useEffect(() => {
    if (due.action?.kind !== 'filter' || !session.loggedIn || !lobbyBrowses) return;
    setFilter(due.action.filter);
    due.take();
  }, [due, session.loggedIn, lobbyBrowses, setFilter]);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    lobby.search(text);
  };
  const { appending, browsing } = lobby;
  // a removal shows at once in the favourites list, before any reload
  const favouriteIds = useFavouriteIds();
  const games = gamesShown(lobby, favouriteIds);

  return (
    <LaunchHost>
      <Page aria-labelledby="game-lobby-title" aria-busy={status === 'loading'} data-testid="game-lobby" data-state={status} data-game-type={gameType}>
        <h1 id="game-lobby-title">{title}</h1>

        {status === 'loadingLane' ? <GameGridSkeleton count={LOBBY_PAGE_SIZE} /> : null}
        {status === 'laneFailed' ? (
          <Problem role="alert" data-testid="lobby-error">
            <p>{t(lobby.failureKey ?? 'errors:unknown')}</p>
            <Button onClick={lobby.retry}>{t('retry')}</Button>
          </Problem>
        ) : null}
        {fixedFilter || !browsing ? null : (
        <VendorMenu aria-label={t('vendorMenu', { name: title })}>
          <VendorList role="list">
            {[{ vassalage: ALL, displayName: t('all'), smallIcon: undefined as string | undefined, maintenance: false }, ...lobby.vendors].map((card) => {
              const selected = lobby.vendor === card.vassalage;
              const maintenance = card.maintenance === true;
              const vendorName = card.displayName ?? card.vassalage;
              return (
                <li key={card.vassalage}>
                  <VendorButton
                    type="button"
                    aria-pressed={selected}
                    data-vendor={card.vassalage}
                    data-maintenance={maintenance || undefined}
                    // the vendor's name says what its badge says
                    aria-label={maintenance ? t('tile.underMaintenance', { label: vendorName }) : undefined}
                    title={maintenance ? t('tile.maintenance') : undefined}
                    onClick={() => lobby.selectVendor(card.vassalage)}
                  >
                    {card.smallIcon ? (
                      <VendorLogo dimmed={maintenance}>
                        <GameImage src={card.smallIcon} fit="contain" />
                      </VendorLogo>
                    ) : null}
                    {/* a chip is too narrow for the words: a wrench on its corner, the words in its name and its tooltip */}
                    {maintenance ? (
                      <VendorBadge data-testid="vendor-maintenance-badge">
                        <WrenchIcon size={12} />
                      </VendorBadge>
                    ) : null}
                    <span>{vendorName}</span>
                  </VendorButton>
                </li>
              );
            })}
          </VendorList>
        </VendorMenu>
        )}

        {fixedFilter || !browsing ? null : (
        <Controls>
          <FilterTypes role="group" aria-label={t('filter.label')}>
            {FILTER_TYPES.map((filter) => (
              <Chip key={filter} type="button" aria-pressed={lobby.filter === filter} data-filter={filter} onClick={() => chooseFilter(filter)}>
                {t(`filter.${filter}`)}
              </Chip>
            ))}
          </FilterTypes>
          <Row>
            <Label htmlFor={classifyId}>{t('classify.label')}</Label>
            <Select id={classifyId} value={lobby.classify} onChange={(event) => lobby.selectClassify(event.target.value)}>
              <option value={ALL}>{t('all')}</option>
              {lobby.classifications.map((classification) => (
                <option key={classification.code} value={classification.code}>
                  {classification.name}
                </option>
              ))}
            </Select>
          </Row>
          {lobby.searchable ? (
            <SearchForm role="search" onSubmit={submitSearch}>
              <VisuallyHidden as="label" htmlFor={searchId}>
                {t('search.label')}
              </VisuallyHidden>
              <SearchInput id={searchId} type="search" value={text} placeholder={t('search.placeholder')} onChange={(event) => setText(event.target.value)} />
              <Button type="submit" size="sm" icon={<SearchIcon size={16} />}>
                {t('search.submit')}
              </Button>
            </SearchForm>
          ) : null}
        </Controls>
        )}

        {status === 'failed' ? (
          <Problem role="alert" data-testid="lobby-error">
            <p>{t(lobby.failureKey ?? 'errors:unknown')}</p>
            <Button onClick={lobby.retry}>{t('retry')}</Button>
          </Problem>
        ) : null}
        {status === 'empty' ? <Empty data-testid="lobby-empty">{t('noData')}</Empty> : null}
        {status === 'loading' && !appending ? <GameGridSkeleton count={LOBBY_PAGE_SIZE} /> : null}
        {(status === 'ready' || appending) && games.length > 0 ? <GameGrid games={games} label={t('grid', { name: title })} /> : null}
        {status === 'ready' && games.length === 0 ? <Empty data-testid="lobby-empty">{t('noData')}</Empty> : null}
        {appending ? <GameGridSkeleton count={6} /> : null}

        {lobby.paged ? (
          <Paging>
            {lobby.hasMore ? (
              <Button variant="secondary" onClick={lobby.loadMore} data-testid="load-more">
                {t('loadMore')}
              </Button>
            ) : null}
            <Pagination current={lobby.page} total={lobby.totalPages} onChange={lobby.goToPage} />
          </Paging>
        ) : null}
      </Page>
    </LaunchHost>
  );
}

export default GameLobbyRoute;

const Page = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  minWidth: 0,
  '& > h1': { fontSize: '$xl', fontWeight: '$heavy', margin: 0, '@md': { fontSize: '$2xl' } },
});

const VendorMenu = styled('nav', { overflowX: 'auto', scrollSnapType: 'x mandatory', scrollbarWidth: 'thin' });

// five slides visible at any width (SPEC.md §9)
const VendorList = styled('ul', {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'calc((100% - 4 * 8px) / 5)',
  gap: '8px',
  margin: 0,
  padding: '2px',
  listStyle: 'none',
  '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
});

const VendorButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  width: '100%',
  minHeight: '$touch',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4px',
  // narrow sides: a phone's slide is 67 px, and each pixel is room for a vendor's name
  padding: '6px 2px',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  color: '$text',
  fontSize: '11px',
  fontWeight: '$semibold',
  textAlign: 'center',
  cursor: 'pointer',
  // a name takes two lines where one is too narrow (five slides on a phone are 68 px wide): cut
  // with "…" and whole only in a tooltip, which a phone cannot show, players could not tell
  // "Pragmatic Play" from "Pragmatic Live"
  '& > span:last-child': {
    maxWidth: '100%',
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: '2',
    lineHeight: '1.2',
    overflowWrap: 'anywhere',
  },
  '&[aria-pressed="true"]': { borderColor: '$gold', color: '$goldText', backgroundColor: '$goldSoft' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '@md': { fontSize: '$xs' },
});

const VendorLogo = styled('span', {
  display: 'block',
  width: '48px',
  height: '24px',
  borderRadius: '$sm',
  overflow: 'hidden',
  variants: { dimmed: { true: { '& img': { filter: 'grayscale(1)', opacity: 0.55 } } } },
});

// a shape, not a colour alone: the wrench on an amber disc at the chip's corner (the words are in the chip's name)
const VendorBadge = styled('span', {
  position: 'absolute',
  top: '2px',
  right: '2px',
  size: '18px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: '$round',
  backgroundColor: '#ffd166',
  color: '#1b1b1b',
});

const Controls = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3', '@lg': { flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap' } });

const FilterTypes = styled('div', { display: 'flex', gap: '$2', overflowX: 'auto', scrollbarWidth: 'none' });

const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$2' });
const Label = styled('label', { fontSize: '$sm', color: '$textMuted', whiteSpace: 'nowrap' });

const fieldStyle = {
  boxSizing: 'border-box',
  minHeight: '40px',
  px: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  color: '$text',
  fontSize: '$sm',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '1px' },
} as const;

const Select = styled('select', { ...fieldStyle, flex: 1, minWidth: 0 });
const SearchForm = styled('form', { display: 'flex', gap: '$2', flex: 1, minWidth: 0 });
const SearchInput = styled('input', { ...fieldStyle, flex: 1, minWidth: 0 });

const Paging = styled('div', { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$3' });

