import { scrollEdges } from './use-scroll-edges';

// Right to left, browsers count scrollLeft from 0 at the row's start (its right) down to negative values.
test.each([
  [0, { atStart: true, atEnd: false }],
  [-300, { atStart: false, atEnd: false }],
  [-600, { atStart: false, atEnd: true }],
])('a right-to-left row at scrollLeft %p of 1000 in 400 px', (scrollLeft, expected) => {
  expect(scrollEdges({ scrollLeft, scrollWidth: 1000, clientWidth: 400 })).toEqual(expected);
});
