import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(2)};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colours.success};
  }
`;

function Tick() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.14" />
      <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A list of what a plan includes, each line with a tick. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item}>
          <Tick />
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}
