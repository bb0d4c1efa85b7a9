<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>Algorithms</name>
    <message>
        <source>v%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lights out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A press toggles a light and its four neighbours: turn every light off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press sequences in every order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every sequence of 1 press, then of 2 presses, and so on, is simulated on the board, never pressing a cell twice in a sequence. The first sequence that turns every light off has the fewest presses. But the same presses in another order give the same board: n!/(n−k)! sequences of k presses are tried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for k = 1, 2, …, n:   # number of presses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each sequence (c1, …, ck) of k different cells, in every order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        grid ← the board after pressing c1, …, ck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        candidates ← candidates + 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if every light of grid is off:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>            return (c1, …, ck)   # the fewest presses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subsets of presses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order of the presses does not matter and pressing a cell twice cancels, so only sets of presses are tried: each press on a cell strictly after the previous one. C(n, k) sets of k presses instead of n!/(n−k)! sequences, 2^n − 1 sets in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each set c1 &lt; c2 &lt; … &lt; ck of k cells:   # order does not matter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>            return {c1, …, ck}   # the fewest presses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light chasing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the first row&apos;s presses are chosen, a light left on in a row can only be turned off by the press just below it: every later row is forced. Only the 2^cols first rows are tried, and the last row tells whether the board ends dark. (Torus: the first and last rows are chosen and the last two rows checked.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each set x of presses on the first row:   # 2^cols sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    press the cells of x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for r = 2 … rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        press under every light still on in row r − 1   # forced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if the last row is dark:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        keep these presses if they are the fewest so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return the fewest presses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear algebra over GF(2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one equation per light: sum of the presses that toggle it = its state (mod 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(big board: chase with the first row as unknowns; the last row gives the equations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each unknown: take a pivot row, XOR it into every other row with a 1 there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if a row reads 0 = 1: not solvable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p ← the solution with every free unknown 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d ← number of free unknowns; one quiet pattern per free unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each of the 2^d combinations q of quiet patterns (Gray code):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    keep p + q if it has the fewest presses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill an n×n grid with the numbers 1 to n² so that every row, column and diagonal has the same sum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every number everywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every empty cell takes every number from 1 to n², repeats allowed, and only the full grid is tested: its sums, then that all numbers differ. 9^9 grids for order 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place(cell):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if every cell is filled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if rows, columns, diagonals sum to the constant and all numbers differ:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>            record the square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for z in 1..n²:   # repeats allowed; a given cell keeps its number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        grid[cell] ← z; place(next cell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    grid[cell] ← empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table of used numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table remembers the numbers in use: a number is placed only if it is free, blocked while it is in the grid and freed on the way back. Only permutations are built, 9! instead of 9^9 for order 3; they are still tested at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if rows, columns and diagonals sum to the constant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for z in 1..n²:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if not usable(z): continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        block(z); grid[cell] ← z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        place(next cell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        unblock(z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partial sums</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each line keeps the sum of its filled cells. A line is checked as soon as it is complete, and a partial line is cut when the smallest numbers left would overshoot the constant or the largest could not reach it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if every cell is filled: record the square   # every line was checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each unused z in 1..n²:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        block(z); grid[cell] ← z; add z to the sums of the cell&apos;s lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if a line of the cell is complete and its sum ≠ constant: reject z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if a partial line + the smallest numbers left &gt; constant, or + the largest &lt; constant: cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        otherwise place(next cell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        take z out of the sums; unblock(z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last cell computed, lines closed early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cells are filled in an order that closes lines early, diagonals first; the last cell of a line is computed, not searched. The unused numbers are a bitmask, so a cell only tries the numbers its lines still allow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan ← both diagonals, then the line with the fewest empty cells; a line&apos;s last cell is computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solve(step):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if every step is done: record the square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if the step&apos;s cell closes a line: z ← constant − the line&apos;s sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if z is outside 1..n² or already used: fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    else: for each z in unused &amp; [lo, hi], the range the cell&apos;s lines allow:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        place z: used ← used | bit(z), add z to the sums</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        a complete line must be right; a line with one empty cell must lack an unused number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        solve(step + 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        take z back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symmetry normalised, on threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tasks ← the values of the first cells; each thread takes the next task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if z breaks the standard form: cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place N queens on an N×N chessboard so that no two attack each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brute force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N nested loops give every column every row: all N^N placements are built, and each one is tested at the end by ok(), which compares every pair of queens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for r1 in 1..N, r2 in 1..N, …, rN in 1..N:   # N nested loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    placement ← (r1, r2, …, rN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    checks ← checks + 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if ok(placement):   # every pair: same row or diagonal?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        record the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backtracking with continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each new queen, only that queen is tested against the previous ones; a prefix in conflict is skipped with continue, and everything below it with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solve(column c):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each row r in 1..N:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        put a queen on (r, c)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if c &gt; 1 and not ok(c):   # the newest queen only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>            continue              # skip this prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if c = N: record the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        else: solve(c + 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        take the queen back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bitmask backtracking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows and both diagonals already attacked are kept as bit sets: the free squares of a column are one expression, and the next one is taken with x &amp; −x. No square is ever tested and refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solve(c, rows, up, down):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    free ← ~(rows | up | down) &amp; all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    while free ≠ 0:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        bit ← free &amp; −free        # lowest free row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        free ← free − bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        else: solve(c + 1, rows | bit, (up | bit) &lt;&lt; 1, (down | bit) &gt;&gt; 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bitmask, mirror symmetry and threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror image of a solution is a solution: only first queens in the upper half are searched and each solution counts twice. The pairs of queens of the first two columns are shared out among threads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tasks ← valid pairs of queens in columns 1 and 2, first one in the upper half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    (odd N: first queen in the middle row → second one in the upper half)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each thread: while a task is left, take it and solve(3, …):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    bit ← free &amp; −free; free ← free − bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if c = N: record the solution and its mirror image (count 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    else: solve(c + 1, rows | bit, (up | bit) &lt;&lt; 1, (down | bit) &gt;&gt; 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shading grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shade as many cells as possible without k shaded cells in a row, across, down or diagonally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exhaustive search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cell is tried shaded, then white, in reading order; a cell is shaded only when it closes no run of k. Every valid grid is reached and the best one kept: the contest&apos;s 51-minute entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximum ← search(cell 1) in phase 1; then search again in phase 2 for the grids reaching it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search(cell i):   # cells in reading order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if every cell is decided:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        phase 1: if shaded &gt; best: best ← shaded, keep the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        phase 2: if shaded = maximum: record an optimal grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if shading i closes no run of k (to the left, up, up-left, up-right):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        shade i; search(i + 1); clear i      # shaded first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    leave i white; search(i + 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branch and bound with hope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contest winner&apos;s &quot;hope&quot;: how many more cells may stay white while the grid can still beat the best found. Shading a cell leaves it unchanged; a white cell with no hope left is cut with everything below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        phase 1: best ← shaded, keep the grid   # it beats the best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        phase 2: record an optimal grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        shade i; search(i + 1); clear i      # shaded first: hope unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    hope ← cells − best − 1 − whites so far   # phase 2: cells − maximum − whites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if hope ≤ 0: cut   # one more white cell and the best is out of reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row patterns and a table of strips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows are bit patterns with no k in a row; the next row&apos;s forbidden cells come from the k − 1 rows above by shifts. The bound adds the most that any strip of the remaining rows can hold, from a table computed first by the same search on smaller strips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table[m] ← the most shaded cells of an m-row strip (this search on smaller strips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>patterns ← the rows with no k in a row, most shaded first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximum ← search(row 1) in phase 1; then again in phase 2 with the bound at equality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search(row r, shaded):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if r &gt; R: phase 1: best ← shaded, keep the grid; phase 2: record it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    forbidden ← vertical | diagonal | anti-diagonal runs of the k − 1 rows above (shifts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if shaded + |p| + table[R − r] cannot beat the best: cut, end the loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        row r ← p; search(r + 1, shaded + |p|)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row patterns, mirror symmetry and threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search(row r, shaded, symmetric):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if symmetric and p &gt; mirror(p): skip p   # its mirror image is searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        row r ← p; search(r + 1, shaded + |p|, symmetric and p = mirror(p))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the grid so that every row, column and box holds each digit exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backtracking with controlvalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The blank cells are filled in order. Before each digit, controlvalid scans the row, the column and the box of the cell; a digit that passes is placed and the search goes on, and it is taken back when the next cells get stuck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solve(k):   # k-th blank cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each digit d in 1..n:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        checks ← checks + 1; controlvalid(cell, d)   # scan row, column, box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if d is already there: try the next digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        put d in the cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        solve(k + 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        take d back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if no blank is left: record the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate bit masks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The digits used by each row, column and box are kept as bit masks, updated as digits are placed and taken back: the candidates of a cell are one expression, and only they are tried. The blank cells are still taken in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    candidates ← all &amp; ~(row | column | box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if candidates = ∅: dead end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each digit d of candidates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        put d: add its bit to the row, column and box masks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        take d back: remove its bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Singles and fewest candidates first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cell keeps its pencil marks. After a placement, a cell left with one candidate (naked single) or a digit left with one place in a row, column or box (hidden single) is placed at once. Only then does the search guess, in the cell with the fewest candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solve(grid):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    repeat until nothing changes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        place every naked single (a cell with one candidate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        place every hidden single (a digit with one place in a unit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if a cell or a digit has no place left: dead end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    choose the blank cell with the fewest candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each candidate d: on a copy, put d and solve(copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    back to the grid before the guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bit-parallel bands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each digit keeps the cells where it can go, band by band, as 27-bit words. A few table look-ups per word apply locked candidates and the hidden singles of rows and boxes; the naked singles of a whole band are found with three bitwise operations per digit. Guesses go to a cell with two candidates, on a copy of the state kept on the stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solve(state):   # 9 digits × 3 bands of 27 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each changed (digit, band): rows × boxes → valid permutations; place row singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    cells with one digit left (once &amp; ~twice): place them; repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if a cell has no digit or a permutation is impossible: dead end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    choose a cell with two candidates (twice &amp; ~thrice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each candidate: on a copy, place it and solve(copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    back to the state before the guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if every cell is placed: record the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one square of each class of 8 rotations and reflections is searched (Frénicle&apos;s standard form) and it is counted 8 times; for odd n, numbers v → n²+1−v map squares to squares, so only centres up to (n²+1)/2 are searched and a smaller centre counts twice. The first cells&apos; values are shared out among threads. With given cells, symmetry does not apply and v4&apos;s search runs instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan ← v4&apos;s order; corners &gt; top-left corner, right of it &lt; below it; odd n: centre ≤ (n²+1)/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if every step is done: record the square and its 7 images (count 8), and their complements if centre &lt; (n²+1)/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each pattern p that fits under forbidden, most shaded first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        (wide grids scan every pattern: if p &amp; forbidden ≠ 0: reject p)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if r &gt; R: best ← T; record the grid and its mirror image (unless symmetric)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if shaded + |p| + table[R − r] &lt; T: cut, end the loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each light gives an equation modulo 2: the presses that toggle it must add up to its state. Gaussian elimination on bit-packed rows tells whether the board is solvable, the dimension d of the null space (quiet patterns) and one solution; the 2^d solutions are that one plus combinations of quiet patterns, and the fewest presses is found among them: when d is large, all 2^d counts at once by a Walsh–Hadamard transform (exact up to d = 24; beyond, a descent by blocks that is not proven minimal). Big boards are first reduced by chasing the first row as unknowns: one press is chased, and the other columns of the system follow by symmetry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(large d: all 2^d press counts at once, by a Walsh–Hadamard transform)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(d &gt; 24: the same on blocks of 20 quiet patterns until no block helps: not proven)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle ring and the eight symmetries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each solution has exactly one queen on each of four lines through the middle of the board (two columns, two rows), and the 8 rotations and reflections map those lines onto themselves. The queens on them are placed first, and of the up to 8 images of such a start only the smallest is searched: its completions count as many times as it has distinct images. The other columns are filled with bitmasks, most constrained first; the starts are shared out among threads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starts ← every way to put one queen on each line of the middle ring: two columns and two rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    skip a start unless it is the smallest of its 8 images; weight ← its distinct images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each thread: while a start is left, take it, place its queens and solve(1, 0, 0, 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solve(i, rows, sums, diffs):   # i-th free column c, most constrained first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    free ← ~(rows | sums &gt;&gt; c | diffs &gt;&gt; (N − 1 − c)) &amp; allowed[i]   # rows the ring leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    while free ≠ 0:   # rows still to try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        bit ← free &amp; −free; free ← free − bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if i is the last one: record the solution and its images (count weight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        else: solve(i + 1, rows | bit, sums | bit &lt;&lt; c, diffs | bit &lt;&lt; (N − 1 − c))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bands, stacks and minirows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    place the cells with one digit left; repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    columns: place hidden singles; stacks: bands × columns → valid permutations; repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    minirows and minicolumns: 3 digits possible → all 3 certain; 3 certain → no other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if a cell, a column or a minirow lacks digits, or no permutation is left: dead end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each permutation (or digit): on a copy, keep only it and solve(copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A grid and its mirror image score the same, so only one of them is searched: while the rows read the same both ways, a row may not exceed its mirror image. Each pass aims at a fixed score T, from the table&apos;s bound down: the first T reached is the maximum, and that pass lists every optimal grid. All the threads work on each pass: one that runs out of work takes the untried rest of the shallowest loop of a busy one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for T from min(table[R − 1] + fullest row, table[a] + table[R − a]) down: search(row 1, 0, yes) at T, until a T is reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threads: one that runs out of work takes the untried rest of the shallowest loop of a busy one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look a row ahead, remember what failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>v4 with two sharper cuts. A pattern is cut when even the fullest row that fits below it cannot make up the difference. And what the rows below can hold depends only on the state the rows above leave (the cells they forbid next, and the k − 2 rows nearest): a state whose whole search fell short of T is remembered, and cut at once when another grid reaches it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fit[f] ← the most shaded cells of a pattern avoiding the cells f; memo ← empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    state ← forbidden, the k − 2 rows above, R − r + 1; if shaded + memo[state] &lt; T: cut   # it failed before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        if shaded + |p| + fit[the cells p forbids below] + table[R − r − 1] &lt; T: cut p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if no grid of T was found below (and not symmetric): memo[state] ← T − shaded − 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups of cells as bit masks, a larger symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each searched cell comes with the cells its lines then compute; their values are ±z plus a known offset, so shifted copies of the mask of unused numbers give at once every z that fills the whole group. The last group is only counted (a popcount). Swapping the outer rows and columns in pairs keeps a square magic too: with rotations and reflections that makes a group of 32 (64 from order 6), so one square in 32 is searched, one in 64 with the complement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan ← centre, diagonals, then the line with the fewest empty cells; a group: one searched cell and the cells its lines then compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules ← top-left = smallest of the 8 outer diagonal cells; main diagonal: 2nd &lt; 2nd from the end (n ≥ 6: 3rd &lt; 3rd from the end); top-right &lt; bottom-left; odd n: centre ≤ (n²+1)/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tasks ← the values of the first groups; each thread takes the next task from an atomic index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solve(group):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if every cell is filled: record the square and its images (8, 32 or 64), twice as many if centre &lt; (n²+1)/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    candidates ← unused z whose computed cells ±z + offset are unused too: the unused mask, shifted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    remove the z that repeat a number in the group, break a finished line or a rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    if it is the last group and we only count: squares ← squares + popcount(candidates) × images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each z in candidates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        place z and the cells it computes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        solve(next group)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        take them back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A few presses turn every light off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About a quarter of the board to press: chase the lights row by row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many presses: the light chasing needs the right first row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many numbers given: most lines lack one or two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer numbers given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As few numbers as the square allows: take any one away and it has several completions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many queens given: few squares stay free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer queens given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As few queens as the board allows: take any one away and it has several completions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Singles in a cell are enough: a cell whose other digits are all seen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden singles as well: the one place left for a digit in a row, column or box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pencil marks needed: locked candidates, naked and hidden pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triples, the X-wing, or a guess where the techniques get stuck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bands of v4, and the stacks too: in three columns a digit must also take the three boxes in one of six ways. A minirow (three cells of a row in one box) holds three different digits: where only three can go, they are certain there. The guess fixes where a digit goes in a whole band or stack, in the one with the fewest digits left to place; on a grid given with many digits, a cell with two candidates is guessed at once. The processor&apos;s AVX2 or AVX-512 instructions are used when it has them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    choose the band or stack with the fewest open digits (then permutations), its digit with the fewest permutations (or a pair cell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half boards joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each start (odd N: a queen on the middle column and one on the middle row, the smallest of its 8 images):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    strips ← every placement of each strip (each half cut in two), by the rows it uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    for each split of the free rows into L (left half) and R (right half), one per symmetry class:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        lefts ← for each L1 ⊂ L as wide as strip A: strip A on L1 joined with strip B on L \ L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>            (a pair of strip placements whose diagonals meet is dropped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        rights ← the same on R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>        for each left half board a:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>            for each right half board b, 512 at a time:   # one AND per diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>                if a and b share no diagonal: count the solution and the ones it stands for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mine: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The versions so far place the queens one column after another. Here a solution is a left half board and a right half board whose queens share no diagonal: their rows and columns are apart already. For each way to share the rows out between the two halves (one per symmetry class), every half board is made once, by joining two strips of columns made in advance, and the pairs of half boards that share no diagonal are counted without building the whole boards, 512 at a time: each diagonal is a bit, and one AND tests it for 512 pairs. On an odd board the middle row and column are placed first, as v5&apos;s ring.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AssignmentErrorText</name>
    <message>
        <source>&apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text is %1 bytes long, more than the %2 bytes an assignment may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these bytes are not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the assignment has no board: each board starts with a line [board]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an assignment has at most %1 boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format %1 is not known to this version of the program, which reads format %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a line of an assignment: write key: value, [board], or # a comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown section [%1]: an assignment has only [board] sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an indented line continues the value of the key above it, and there is none (a blank line ends a value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key %1 (the keys here: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key %1 is given twice (first on line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &apos;limit&apos; is missing: every board needs a time limit, in the header or its own (limit: 20 x v2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a board needs one of the keys %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a value of this key: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown puzzle %1 (the puzzles: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown version %1 (this puzzle&apos;s built-in versions: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a board of size %1: this puzzle&apos;s sizes go from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this puzzle has no board of %1×%2 with k = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this puzzle has no board of %1×%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board holds %1 puzzles, more than the %2 a board may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a board comes from one of size, board and file: %1 follows the one on line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board written here is not one of this puzzle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the assignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file %1 is not one of this puzzle: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckedRunText</name>
    <message>
        <source>reads before the start of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reads past the end of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writes before the start of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writes past the end of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses memory before the start of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses memory past the end of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, declared at line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reads before the start of a block of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reads past the end of a block of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writes before the start of a block of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writes past the end of a block of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses memory before the start of a block of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses memory past the end of a block of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, allocated at line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses %1, which was never given a value (declared at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses %1, which was never given a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses memory allocated at line %1 before giving it a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses a value never set (a variable of the function at line %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses a value never set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reads through a null pointer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writes through a null pointer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses a null pointer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reads from an address it was never given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writes to an address it was never given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses an address it was never given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writes %1, before the start of an array of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reads %1, before the start of an array of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writes %1, past the end of an array of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reads %1, past the end of an array of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses memory already freed at line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses memory already freed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses a local variable after the end of its block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses %1 after the end of its block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frees memory already freed at line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frees memory already freed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frees memory the wrong way (`delete` for `new[]`, `delete[]` for `new`, or memory `new` did not give)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the recursion goes too deep: the stack is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 overflow in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 overflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 overflow: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>divides by zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shifts by a negative count or past the type&apos;s width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a function ends without returning its value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends without returning its value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ran out of memory: it may use %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checked build says: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (in %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking %1 on this board: built again with checks, then run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No error found: %1 nodes and %2 solutions, as in the timed run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values never set were not looked for: install Valgrind (sudo apt install valgrind).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search for values never set ran out of time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valgrind could not run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check stopped before its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checked build did not compile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sanitizers&apos; libraries are missing (libasan8 and libubsan1, which the package g++ brings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 of your file: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <source>candidates</source>
        <translation>candidates</translation>
    </message>
    <message>
        <source>presses_simulated</source>
        <translation>presses simulated</translation>
    </message>
    <message>
        <source>row_ops</source>
        <translation>row operations</translation>
    </message>
    <message>
        <source>presses</source>
        <translation>presses</translation>
    </message>
    <message>
        <source>nullity</source>
        <translation>null-space dimension</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>leaves</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>lines</translation>
    </message>
    <message>
        <source>cuts</source>
        <translation>cuts</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>classes</translation>
    </message>
    <message>
        <source>best</source>
        <translation>best</translation>
    </message>
    <message>
        <source>bound_cuts</source>
        <translation>bound cuts</translation>
    </message>
    <message>
        <source>symmetry_cuts</source>
        <translation>symmetry cuts</translation>
    </message>
    <message>
        <source>guesses</source>
        <translation>guesses</translation>
    </message>
    <message>
        <source>singles</source>
        <translation>singles</translation>
    </message>
    <message>
        <source>starts</source>
        <translation>starts</translation>
    </message>
    <message>
        <source>memo_cuts</source>
        <translation>memo cuts</translation>
    </message>
    <message>
        <source>row_splits</source>
        <translation>row splits</translation>
    </message>
    <message>
        <source>strip_placements</source>
        <translation>strip placements</translation>
    </message>
    <message>
        <source>half_boards</source>
        <translation>half boards</translation>
    </message>
    <message>
        <source>strip_pairs_tested</source>
        <translation>strip pairs tested</translation>
    </message>
    <message>
        <source>half_pairs_tested</source>
        <translation>half pairs tested</translation>
    </message>
    <message>
        <source>invalid_solutions</source>
        <translation>invalid solutions</translation>
    </message>
    <message>
        <source>pairs_matched</source>
        <translation>pairs matched</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>the picture could not be encoded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Grading</name>
    <message>
        <source>not graded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it printed last:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compiler&apos;s messages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graded by Puzzle Workbench %1. A hidden board shows only whether it passed: the boards you were not given stay unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the solutions counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>segmentation fault: memory it may not touch, or a stack too deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arithmetic error: a division by zero?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illegal instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bus error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a system call the sandbox refuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden board %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, k = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, torus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, as given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the puzzles given (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the puzzles of %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a text file: line %2, column %3 holds a byte that is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 bytes, more than a version may have (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 includes no puzzle header (#include &lt;puzzle_workbench/%2.h&gt; or %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is written for another puzzle: line %2 includes puzzle_workbench/%3.h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no C++ compiler on the grading machine (the Debian package g++).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle headers and the runtime library are not installed on the grading machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox (bubblewrap) cannot start on the grading machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not compile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 defines no search function (void search(pw::...&amp;)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 defines main (line %2), which the workbench supplies: remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compiler ran out of time or memory on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It crashed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It crashed: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was ended by an exception it did not catch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was ended by an exception it did not catch: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It ran out of memory (the limit is %1 MiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It ran out of processor time (the limit is %1 s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It wrote a file past the size limit (%1 MiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It ended before its search returned (exit status %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It sent what the runtime never sends (did it write to descriptor 3?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was written for another puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is larger than the puzzle&apos;s header holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It could not start on the grading machine: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On puzzle %1 of %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was stopped past the limit of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions it reported that are not solutions: %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score found: %1, as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions found: %1, as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score found: %1; %2 finds %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions found: %1; %2 finds %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On puzzle %1 it found another result than %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 × %3, the time of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the least limit (%2 × %3, the time of %4, is less)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times: %1; median: %2; limit: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes: %1, as %2 (+%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes: %1; %2 visits %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details: %1.html</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It tried to start a new process (fork): a version runs alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It tried to run another program (exec): a version runs alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It started more than %1 threads at once: a version may run %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It tried to open a connection (socket): a version has no network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It tried to write %1: a version may write files only in its private /tmp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It tried to open %1: a version sees only /usr and its private /tmp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It made a call the sandbox refuses (a new process, another program or a connection).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It made a system call the sandbox refuses (number %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It did what the sandbox refuses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It ran out of memory (the limit is %1 MiB): an allocation returned null, and the null pointer was used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A checking tool reported an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 of your file: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 of your file: %2: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is off the board (your calls count rows and columns from 0, the board from 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is taken already: take it back first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is nothing to take back at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a number of the puzzle itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not between 1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board is larger than the puzzle&apos;s header holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a call the board cannot carry out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonErrorText</name>
    <message>
        <source>&apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text is %1 bytes long, more than the %2 bytes a lesson may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these bytes are not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lesson has no step: each step starts with a line [step]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lesson has at most %1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format %1 is not known to this version of the program, which reads format %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a line of a lesson: write key: value, [step], or # a comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown section [%1]: a lesson has only [step] sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an indented line continues the value of the key above it, and there is none (a blank line ends a value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key %1 (the keys here: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key %1 is given twice (first on line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a value of this key: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown puzzle %1 (the puzzles: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown version %1 (this puzzle has %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board written under this line is not one of this puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a board of size %1: this puzzle&apos;s sizes go from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a figure: write {checks}, {time@v1}, {counter:NAME} or {ratio:checks@v1/checks@v2}, and {{ for a brace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown figure %1 (the figures: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown counter %1 (this version counts: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text quotes a figure of %1, which this step does not run (a step quotes the version it runs, or any version when it compares them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown sample %1 (this puzzle&apos;s samples: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: the board written under this line is not one of this puzzle. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no built-in lesson %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LightsOutBoard</name>
    <message>
        <source>The board shows at most %1 lights on a side; this board is %2×%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open a board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LightsOutNotices</name>
    <message>
        <source>Light chasing tries every set of first-row presses: %1 free presses are too many (%2 at most); linear algebra solves this board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 solutions are too many to list (%2 at most).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 solutions counted from the dimension of the null space, not listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not solvable: every press toggles an even number of the %1 lights of a quiet pattern, so the parity of the lit ones among them never changes; %2 of them is (are) lit, an odd number, so they can never all be off.</source>
        <translation>
            <numerusform>Not solvable: every press toggles an even number of the %1 lights of a quiet pattern, so the parity of the lit ones among them never changes; %2 of them is lit, an odd number, so they can never all be off.</numerusform>
            <numerusform>Not solvable: every press toggles an even number of the %1 lights of a quiet pattern, so the parity of the lit ones among them never changes; %2 of them are lit, an odd number, so they can never all be off.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This version simulates presses on boards of %2 light(s) at most, not %1: light chasing or linear algebra solves this board.</source>
        <translation>
            <numerusform>This version simulates presses on boards of %2 light at most, not %1: light chasing or linear algebra solves this board.</numerusform>
            <numerusform>This version simulates presses on boards of %2 lights at most, not %1: light chasing or linear algebra solves this board.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewest presses not proven: %1 quiet patterns give %2 solutions, too many to try them all. A descent by blocks of %3 patterns (%4) found this one, with %5: a local minimum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n press(es)</source>
        <translation>
            <numerusform>%n press</numerusform>
            <numerusform>%n presses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MagicBoard</name>
    <message>
        <source>The text holds no square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board shows orders %1 to %2; this square has order %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open a square</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MagicNotices</name>
    <message>
        <source>A magic square has order %2 or more, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders above %2 are not supported, and this square has order %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number %1 (row %2, column %3) is not between 1 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number %1 is given twice (row %2, column %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A magic square has as many rows as columns, not %1×%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This version keeps the numbers in a 64-bit mask: order %2 at most, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells are given: symmetry does not apply, so this is the search of v4, on one thread.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A square of order %1 has %2 cell(s), not %3.</source>
        <translation>
            <numerusform>A square of order %1 has %2 cell, not %3.</numerusform>
            <numerusform>A square of order %1 has %2 cells, not %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 task(s) of %2 (a task is the values of %3 of the fill order).</source>
        <translation>
            <numerusform>Stopped after %1 task of %2 (a task is the values of %3 of the fill order).</numerusform>
            <numerusform>Stopped after %1 tasks of %2 (a task is the values of %3 of the fill order).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first %n cell(s)</source>
        <translation>
            <numerusform>the first cell</numerusform>
            <numerusform>the first %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 task(s) of %2 (a task is the values of %3).</source>
        <translation>
            <numerusform>Stopped after %1 task of %2 (a task is the values of %3).</numerusform>
            <numerusform>Stopped after %1 tasks of %2 (a task is the values of %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first %n searched cell(s)</source>
        <translation>
            <numerusform>the first searched cell</numerusform>
            <numerusform>the first %n searched cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MergeText</name>
    <message numerus="yes">
        <source>%1 never visits %2 of %3&apos;s %4 node(s).</source>
        <translation>
            <numerusform>%1 never visits %2 of %3&apos;s %4 node.</numerusform>
            <numerusform>%1 never visits %2 of %3&apos;s %4 nodes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawn as usual: the %1 node(s) both visit. Hollow dashed triangles: what only %2 visits.</source>
        <translation>
            <numerusform>Drawn as usual: the %1 node both visit. Hollow dashed triangles: what only %2 visits.</numerusform>
            <numerusform>Drawn as usual: the %1 nodes both visit. Hollow dashed triangles: what only %2 visits.</numerusform>
        </translation>
    </message>
    <message>
        <source>Upside-down triangles: what only %1 visits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before the end: these are the counts so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 do not decide the same things in the same order (a symmetry, another order or half boards joined): their trees are shown side by side, not matched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of them starts from decisions it takes as given (a task&apos;s first queens), which the other searches: the trees of %1 and %2 are shown side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of them counts work its tree does not trace (a table filled before the search): the trees of %1 and %2 are shown side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At depth %3 both go deeper but on no decision in common (another cell chosen): the trees of %1 and %2 are shown side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At depth %3 both make the same decisions in another order: the trees of %1 and %2 are shown side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tree of %2 has more nodes than a merge holds (%3): choose %2 first and merge it with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — only %2 visits these %3 node(s).</source>
        <translation>
            <numerusform>%1 — only %2 visits these %3 node.</numerusform>
            <numerusform>%1 — only %2 visits these %3 nodes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 refuses them at line %2: “%3”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names no line that refuses them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — both visit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Below it, %1 node(s) only %2 visits.</source>
        <translation>
            <numerusform>Below it, %1 node only %2 visits.</numerusform>
            <numerusform>Below it, %1 nodes only %2 visits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging %1 with %2: running %3, %4 node(s) so far…</source>
        <translation>
            <numerusform>Merging %1 with %2: running %3, %4 node so far…</numerusform>
            <numerusform>Merging %1 with %2: running %3, %4 nodes so far…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OwnVersionText</name>
    <message>
        <source>%1 (segmentation fault: memory it may not touch, or a recursion too deep)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (abort)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (arithmetic error: a division by zero?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (illegal instruction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (bus error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (killed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (a system call the sandbox refuses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: error: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: note: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty: write a search function in it (see the examples).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a text file: line %2, column %3 holds a byte that is not text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 bytes long; a version may have %3 at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 includes no puzzle header: its first line should be #include &lt;puzzle_workbench/%2.h&gt; (or %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2, includes the header of another puzzle (%3.h).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No C++ compiler is installed: install the Debian package g++ (sudo apt install g++).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle headers and the runtime library are not installed next to the program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox (bubblewrap) cannot start on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 did not compile (%n error(s)); the first: %2</source>
        <translation>
            <numerusform>%1 did not compile (%n error); the first: %2</numerusform>
            <numerusform>%1 did not compile (%n errors); the first: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 did not compile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 defines no %2: that function is the version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2, defines main: the workbench supplies it; remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compiler ran out of time or memory on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 reported solutions are not solutions.</source>
        <translation>
            <numerusform>%n of %1 reported solutions is not a solution.</numerusform>
            <numerusform>%n of %1 reported solutions are not solutions.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your version crashed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version ended by an exception nobody caught.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version ended by an exception nobody caught: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version ran out of memory: it may use %1 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version ran out of time: it may use %1 seconds of processor time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version wrote a file larger than %1 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is nothing to take back at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a number of the puzzle itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not between 1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board is larger than the puzzle&apos;s header holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a call the board cannot carry out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version ended before its search returned (exit status %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version sent what the workbench cannot read (did it write to descriptor 3?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This program was written for another puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board is %1×%2; the puzzle&apos;s header holds %3×%4 at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>v%1&apos;s %2: %3, yours: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>v%1 finds %2, yours %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version ran out of memory: it may use %1 MiB; an allocation gave it a null pointer, which it then used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A check of your version found an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version tried to start a new process (fork): a version runs alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version tried to run another program (exec): a version runs alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version started more than %1 threads at once: a version may run %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version tried to open a connection (socket): a version has no network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version tried to write %1: a version may write files only in its private /tmp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version tried to open %1: a version sees only /usr and its private /tmp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version made a call the sandbox refuses (a new process, another program or a connection).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version made a system call the sandbox refuses (number %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version did what the sandbox refuses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 of your file: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 of your file: %2: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is off the board (your calls count rows and columns from 0, the board from 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is taken already: take it back first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParseErrorText</name>
    <message>
        <source>&apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text is %1 bytes long, more than the %2 bytes that are read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text holds no board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text holds no board: write rows of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text ends where one of %1 was expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not allowed here: one of %2 was expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a number nor %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large: at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of the range %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A board of %1×%2: its sides must be between %3 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is given twice in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a setting: %2 was expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) where %1 are expected.</source>
        <translation>
            <numerusform>%n character where %1 are expected.</numerusform>
            <numerusform>%n characters where %1 are expected.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %1 of the grid has %2 cell(s) where %3 are expected.</source>
        <translation>
            <numerusform>Row %1 of the grid has %2 cell where %3 are expected.</numerusform>
            <numerusform>Row %1 of the grid has %2 cells where %3 are expected.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2: a square has as many rows as columns.</source>
        <comment>rows of cells</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n cell</numerusform>
            <numerusform>%n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The text holds %1 board(s); one is expected.</source>
        <translation>
            <numerusform>The text holds %1 board; one is expected.</numerusform>
            <numerusform>The text holds %1 boards; one is expected.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>%1 — solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer refused the pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pages could not be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No board shows the puzzle &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n puzzle(s) made</source>
        <translation>
            <numerusform>%1 of %n puzzle made</numerusform>
            <numerusform>%1 of %n puzzles made</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Worksheet written to %1 (%n page(s)).</source>
        <translation>
            <numerusform>Worksheet written to %1 (%n page).</numerusform>
            <numerusform>Worksheet written to %1 (%n pages).</numerusform>
        </translation>
    </message>
    <message>
        <source>The puzzle &apos;%1&apos; makes no worksheets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The difficulty &apos;%1&apos; is not one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worksheets of this puzzle have sizes %1 to %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A worksheet holds 1 to 200 puzzles, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzle of this difficulty can be made at this size: no worksheet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Board size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language: fr or en.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the window as PNG after the run, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size expects a positive whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--budget expects a positive number of seconds, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang expects fr or en, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events to step through with --run step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--steps expects a positive whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start in presentation mode (large type for a projector).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the window, such as 1280x720.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--window-size expects WIDTHxHEIGHT of at least 320x240, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle Workbench: classic puzzles solved by successive versions of their algorithm, step by step and compared on a chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle to open: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown puzzle &apos;%1&apos; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; for this puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the search-tree panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the board as PDF (with its solution after --run), then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a worksheet of new puzzles with their answers as PDF, without the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles on the worksheet (6 by default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty of the worksheet&apos;s puzzles, such as expert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper of the worksheet: a4 or letter (by default the locale&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First seed of the worksheet&apos;s puzzles, to make the same sheet again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the answers out of the worksheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--count, --difficulty, --paper, --seed and --no-answers go with --worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--count expects a positive whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed expects a whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--paper expects a4 or letter, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a lesson: a built-in one (%1) or a lesson file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this step of the lesson (from 1), its run done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lesson-step expects a positive whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lesson-step needs --lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lesson runs what its steps say: it takes no --run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm version, such as %1 (puzzle-bench --list shows them all), or a version of your own: a .cpp file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the version file &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time budget in seconds (%1 by default) of each version in a comparison, and of the run that --pdf or --screenshot wait for: a version stopped by it is said so in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours of the window: dark or light, whatever the desktop&apos;s (the boards, the charts and the search tree follow them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--palette expects dark or light, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run at start: first, all, count, compare, step or check (a version of your own, checked, stepped to its error).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--run expects first, all, count, compare, step or check, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The class&apos;s answer to the step&apos;s question (a number, a letter, row,column, or skip): with --screenshot, the window once the run has revealed its own beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --tree: the search tree of the version shown (--algo) merged with this version&apos;s (an id or a .cpp file) on the same board: what only the first visits drawn as dashed triangles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--merge shows a merged search tree: it needs --tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--merge runs both versions itself: it takes no --run or --lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lesson-answer needs --lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After --run step: save the recorded run in this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After --run step --steps K: step back J events, to event K - J.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a saved run, without running or compiling anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --open-run: show this event, from 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write what is shown at the recording&apos;s cursor as JSON (event, counters, board).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--save-run saves a stepped run: it goes with --run step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--back steps back in a stepped run: it goes with --run step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--back expects a whole number from 0 to %1 (--steps less one), not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--open-run replays a saved run: it takes no --run and no --lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--at goes with --open-run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--at expects a positive whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--state writes a recorded run&apos;s event: it goes with --run step or --open-run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--worksheet makes a sheet without the window: --algo, --run, --open-run, --screenshot and --pdf do not go with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lockstep expects two versions of one puzzle, such as queens.v1,queens.v2, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two versions side by side on the board, stepped together (with --run step, --steps K events of each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lockstep steps both versions itself: it takes only --run step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QueensBoard</name>
    <message>
        <source>The board shows 4 to 20 queens; this position has %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open a position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QueensNotices</name>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 PiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not counted: joining half boards of the %1 queens on %n thread(s) would need %2 of memory for its strips and half boards, and this machine has %3.</source>
        <translation>
            <numerusform>Not counted: joining half boards of the %1 queens on %n thread would need %2 of memory for its strips and half boards, and this machine has %3.</numerusform>
            <numerusform>Not counted: joining half boards of the %1 queens on %n threads would need %2 of memory for its strips and half boards, and this machine has %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionText</name>
    <message>
        <source>row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fewer than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1 to under %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, so %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing more placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The class: %1. The run: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within 10 %: close enough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off by a factor of %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunFileText</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds %1 bytes, more than the %2 a run file may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a run saved by Puzzle Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was saved in format %1 by a newer version of the program, which reads up to format %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a section&apos;s line is damaged: « %1 »</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends too soon: it was cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the section « %1 » is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the section « %1 » comes twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>« %1 » is not a value it may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a run of « %1 », a puzzle this program does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a run of « %1 », a version this program does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its board does not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds %1 where %2 at most are read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, byte %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, byte %2 (section « %3 »): %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Samples</name>
    <message>
        <source>The 4×4 board of the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 presses at the least, among 2^16 − 1 sets of presses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 3×3 square of the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every line adds up to 15; the only one up to symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 8 queens of the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first of 92 solutions, 12 up to symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 9×9 grid of the contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>56 cells shaded, no 4 in a row: the maximum, one pattern up to symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates, as in the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every candidate pencilled in: four cells have only one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 17-clue sudoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>17 givens, the fewest for a single solution: the first versions get lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easter Monster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of the hardest sudokus known for human solvers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;mples</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShadingBoard</name>
    <message>
        <source>The board shows grids of %1 to %2 cells a side; this one is %3×%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open a grid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShadingNotices</name>
    <message>
        <source>The grid&apos;s sides must be between %3 and %4, not %1×%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forbidden run length k must be between %2 and %3, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1 is larger than the %2×%3 grid: no run of %1 fits, so every cell could be shaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stopped before the maximum was proven: the grid shown is the best found, with %n shaded cell(s).</source>
        <translation>
            <numerusform>Stopped before the maximum was proven: the grid shown is the best found, with %n shaded cell.</numerusform>
            <numerusform>Stopped before the maximum was proven: the grid shown is the best found, with %n shaded cells.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SudokuHintText</name>
    <message>
        <source>In rows %2 and %3, %1 can only go in columns %4 and %5: each of these columns takes it from one of the two rows, so it leaves their other cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In columns %2 and %3, %1 can only go in rows %4 and %5: each of these rows takes it from one of the two columns, so it leaves their other cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <comment>a cell: row and column from 1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naked single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked candidates (pointing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked candidates (claiming)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naked pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naked triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X-wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 is left blank %2: it takes the missing %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a single candidate left: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a single place %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within %1, %2 can only go %3: it leaves the rest %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within %1, the two cells %2 hold only %3 between them: these two digits leave the other cells %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within %1, the three cells %2 hold only %3 between them: these three digits leave the other cells %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within %1, the two digits %2 can only go in the two cells %3: these cells lose their other candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within %1, the three digits %2 can only go in the three cells %3: these cells lose their other candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1 in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the removals of two digits</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple</source>
        <comment>sudoku level: singles in a cell only</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>sudoku level: hidden singles</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate</source>
        <comment>sudoku level: locked candidates and pairs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>sudoku level: beyond pairs, or a guess</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Level: %1, score %2/99 (%n guess(es)).</source>
        <translation>
            <numerusform>Level: %1, score %2/99 (%n guess).</numerusform>
            <numerusform>Level: %1, score %2/99 (%n guesses).</numerusform>
        </translation>
    </message>
    <message>
        <source>Level: %1, score %2/99.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SudokuNotices</name>
    <message>
        <source>The givens are in conflict: the digit %1 is twice in row %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The givens are in conflict: the digit %1 is twice in column %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The givens are in conflict: the digit %1 is twice in box %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The band solvers are made for 9×9 grids: this %1×%1 grid was solved by v3&apos;s general search.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TreeText</name>
    <message>
        <source>a table filled before the search, by searches of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 node(s)</source>
        <translation>
            <numerusform>%1 node</numerusform>
            <numerusform>%1 nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 solution(s)</source>
        <translation>
            <numerusform>%1 solution</numerusform>
            <numerusform>%1 solutions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 dead end(s)</source>
        <translation>
            <numerusform>%1 dead end</numerusform>
            <numerusform>%1 dead ends</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cut(s)</source>
        <translation>
            <numerusform>%1 cut</numerusform>
            <numerusform>%1 cuts</numerusform>
        </translation>
    </message>
    <message>
        <source>work done outside the stepped search</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of them summarised (purple triangle), not drawn one by one: %2.</source>
        <translation>
            <numerusform>%1 of them summarised (purple triangle), not drawn one by one: %2.</numerusform>
            <numerusform>%1 of them summarised (purple triangle), not drawn one by one: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>table filled first</source>
        <comment>beside a summary node</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at depths %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary — %3: %1 %2. They are in the counters; stepping goes through the search that uses it, not through these nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken as given (a task&apos;s start), not a node of the count</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorksheetDocument</name>
    <message>
        <source>There is no puzzle to put on the worksheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Level: %1 · %n puzzle(s)</source>
        <translation>
            <numerusform>Level: %1 · %n puzzle</numerusform>
            <numerusform>Level: %1 · %n puzzles</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill in the grid so that every row, every column and every box holds each digit once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1 queens, one in each row and each column, so that none attacks another; the queens drawn are given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the missing numbers, each of 1 to %1 once, so that every row, column and diagonal adds up to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn every light off with the fewest presses: a press switches its cell and the cells beside it. The grey squares are lit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — answers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::BoardStore</name>
    <message>
        <source>The board could not be kept in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is too large to be a board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not a kept board of this puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file was written by a newer version of Puzzle Workbench (format %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 board kept from last time could not be restored: %2. A new board is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 board kept from last time could not be restored: %2. It was set aside as %3, and a new board is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boards cannot be kept: the folder %1 cannot be made.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::BoardTheme</name>
    <message>
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black on white and strong lines on the boards, the charts and the search tree, for the back of the room</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::BoardView</name>
    <message>
        <source>choice %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in cell %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::BudgetSuggestion</name>
    <message>
        <source>%1 was stopped by the budget of %2 before it finished on this board, and no other version finishes on it within that time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was stopped by the budget of %2 before it finished on this board; %3 finishes on it in %4 (--algo %3, or choose it in the version list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped by the budget of %2 before it finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped by the budget of %2 before it finished; %3 finishes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::CheckResultView</name>
    <message>
        <source>A click lights the line in the code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step your version on this board up to the event where the check found the error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the compiler says of the checked builds; a double click lights the line.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::CheckedRunController</name>
    <message>
        <source>Chec&amp;k my version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build your version again with checks and run it on this board: its first error is named with its line (Ctrl+F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board or the version changed since the check: check it again first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::ComparisonChart</name>
    <message>
        <source>version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions found over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms (log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count (log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elapsed time, ms (log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solutions found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version (* stopped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare versions (F8) runs every version on this board, one after the other, and draws their time, their work, their solutions over time and their nodes per depth here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elapsed time, ms (log; * stopped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <comment>the tab of the chart of nodes per depth</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison of the versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting the program</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::CompilerPanel</name>
    <message>
        <source>Open a version of your own with File › Open a version…: its compiler&apos;s messages come here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiling %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 compiled in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It runs without the sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compiler&apos;s messages; a click on one lights its line in the code.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::ControlPanel</name>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version of the solver: v1 is the naive method, each later one adds one idea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board &amp;size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the chosen version at full speed (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One event of the search per click (F10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events one after the other at the chosen speed (F6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold the search where it is (F7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play speed, from one event a second to full speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each version is stopped after this time and shown as stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run every version on this board, one after the other (F8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Budget per version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The idea of this version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own version, from %1. Every solution it reports is checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One event back in the recorded run (Shift+F10, or Left on the board)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::CountersPanel</name>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a counter&apos;s name and value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prunes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::DepthProfileChart</name>
    <message>
        <source>Nodes per depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth (decisions made)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes (log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth (decisions; * stopped)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::DocumentController</name>
    <message>
        <source>&amp;Open puzzle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save puzzle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save puzzle &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export results as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a puzzle of this kind: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2. The file, if there was one, is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Puzzle Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 board kept from last time could not be restored: %2. It was set aside as %3, and a new board is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart as PD&amp;F…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::GradeDialog</name>
    <message>
        <source>Grade a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Assignment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The students&apos; &amp;files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Write the grades to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder of the students&apos; files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder to write the grades to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-grades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an assignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assignments (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no .cpp file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder to write the grades to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox (bubblewrap) cannot start on this computer: the files are not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board %1 (hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Grading %n file(s)…</source>
        <translation>
            <numerusform>Grading %n file…</numerusform>
            <numerusform>Grading %n files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n file(s) graded…</source>
        <translation>
            <numerusform>%1 of %n file graded…</numerusform>
            <numerusform>%1 of %n files graded…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The grades were not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote grades.csv and %n feedback page(s) to %1.</source>
        <translation>
            <numerusform>Wrote grades.csv and %n feedback page to %1.</numerusform>
            <numerusform>Wrote grades.csv and %n feedback pages to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::GradingController</name>
    <message>
        <source>&amp;Grade a folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade a folder of students&apos; files on an assignment: a gradebook for Moodle and a feedback page per file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::GridBoardView</name>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 board, %2 by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arrow keys move between the cells; Space plays the cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::Launcher</name>
    <message>
        <source>unknown puzzle &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board size must be between %1 and %2 on screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; for this puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the screenshot %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the lesson has %n step(s)</source>
        <translation>
            <numerusform>the lesson has %n step</numerusform>
            <numerusform>the lesson has %n steps</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the version file &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an answer to this step&apos;s question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to merge: --merge names the version shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>--at %1: the run holds %n event(s)</source>
        <translation>
            <numerusform>--at %1: the run holds %n event</numerusform>
            <numerusform>--at %1: the run holds %n events</numerusform>
        </translation>
    </message>
    <message>
        <source>no event is recorded: --state has nothing to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the state %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::LessonController</name>
    <message>
        <source>Open a &amp;lesson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::LessonPanel</name>
    <message>
        <source>The lesson waits while you explore: Resume shows this step again as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The step before (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next step (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xplore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the step to explore freely: every panel and control comes back (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this step again as the lesson has it (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::LightsOutBoardView</name>
    <message>
        <source>press (%1,%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrap around (torus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no wrap-around</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint: press (%1,%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Search: these %n press(es) turn every light off.</source>
        <translation>
            <numerusform>Search: this %n press turns every light off.</numerusform>
            <numerusform>Search: these %n presses turn every light off.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every light is already off: nothing to press.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Press the %n marked cell(s) to turn every light off (H presses one).</source>
        <translation>
            <numerusform>Press the %n marked cell to turn every light off (H presses one).</numerusform>
            <numerusform>Press the %n marked cells to turn every light off (H presses one).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All lights are off in %n press(es)!</source>
        <translation>
            <numerusform>All lights are off in %n press!</numerusform>
            <numerusform>All lights are off in %n presses!</numerusform>
        </translation>
    </message>
    <message>
        <source>Every light is off. Edit mode or a random board sets a new puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>toggle the light (%1,%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>press at (%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first row: no press</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>first row: press in column(s) %1</source>
        <translation>
            <numerusform>first row: press in column %1</numerusform>
            <numerusform>first row: press in columns %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a combination of %n press(es)</source>
        <translation>
            <numerusform>a combination of %n press</numerusform>
            <numerusform>a combination of %n presses</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for the fewest presses…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, to press</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, pressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, in the set that cannot all be turned off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: %1, %2.</source>
        <comment>presses tried, lights left on</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n press(es) tried</source>
        <translation>
            <numerusform>%n press tried</numerusform>
            <numerusform>%n presses tried</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n light(s) left on</source>
        <translation>
            <numerusform>%n light left on</numerusform>
            <numerusform>%n lights left on</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not solvable: every press toggles an even number of the %1 lights framed and marked ✗, so the parity of the lit ones among them never changes; %n of them is (are) lit, an odd number, so they can never all be off.</source>
        <translation>
            <numerusform>Not solvable: every press toggles an even number of the %1 lights framed and marked ✗, so the parity of the lit ones among them never changes; %n of them is lit, an odd number, so they can never all be off.</numerusform>
            <numerusform>Not solvable: every press toggles an even number of the %1 lights framed and marked ✗, so the parity of the lit ones among them never changes; %n of them are lit, an odd number, so they can never all be off.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Edit mode: a click toggles one light. %n light(s) on.</source>
        <translation>
            <numerusform>Edit mode: a click toggles one light. %n light on.</numerusform>
            <numerusform>Edit mode: a click toggles one light. %n lights on.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2.</source>
        <comment>lights on, presses made</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n light(s) on</source>
        <translation>
            <numerusform>%n light on</numerusform>
            <numerusform>%n lights on</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n press(es) made</source>
        <translation>
            <numerusform>%n press made</numerusform>
            <numerusform>%n presses made</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::LightsOutOptions</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click presses a cell: it and its neighbours toggle (key E switches).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A click toggles a single light, to set a board up (key E switches).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neighbours wrap around the edges; the lights stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random (solvable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random presses from the dark board: always solvable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random (any)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every light on or off at random: on some sizes it cannot be solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks the fewest cells to press, found by linear algebra over GF(2) (key S).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presses one cell of the solution (key H); Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::LockstepDock</name>
    <message>
        <source>Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare versions &amp;side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two versions&apos; searches on this board, stepped together</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::LockstepView</name>
    <message>
        <source>Start both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts both versions again on the board of the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One event more for each version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next decision at the same depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first version goes to its next decision, the second to its next decision at the same depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this puzzle has no board to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Search over after %n event(s).</source>
        <translation>
            <numerusform>Search over after %n event.</numerusform>
            <numerusform>Search over after %n events.</numerusform>
        </translation>
    </message>
    <message>
        <source>Event %1: decision, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1: a solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::MagicBoardView</name>
    <message>
        <source>Magic constant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in row %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark row %1, column %2 as given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unmark row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark every number as given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear the cells not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A magic square of order %1 in its standard form: the stored square is one of its 8 rotations and reflections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A magic square of order %1, already in its standard form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A magic square of order %1: every line sums to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished! A magic square of order %1: every row, column and diagonal sums to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search — a magic square found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search — cells filled: %1 of %2. Refused: %3 sums to %4, not %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search — cells filled: %1 of %2. Cut: %3 can no longer reach %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search — cells filled: %1 of %2. Refused: %3 would need %4, which is not free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search — cells filled: %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells filled: %1 of %2 (given: %3). Every line must sum to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers outside 1..%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells repeating a number: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines that can no longer sum to %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The givens cannot be used. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in cell %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, %3 refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, repeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no number yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sum %2, correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sum %2, wrong, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sum %2, can no longer reach %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: sum %2, %n cell(s) still empty</source>
        <translation>
            <numerusform>%1: sum %2, %n cell still empty</numerusform>
            <numerusform>%1: sum %2, %n cells still empty</numerusform>
        </translation>
    </message>
    <message>
        <source>The arrow keys move between the cells; digits type a number, Delete erases it, G marks it as given.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::MagicOptions</name>
    <message>
        <source>Mark as given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected cell becomes a given that Solve keeps, or stops being one (key G, or a right click).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark all as given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every number on the board becomes a given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear non-given cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empties every cell that is not a given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show one square per symmetry class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A solution from the browser is shown in its standard form (Frénicle&apos;s): the 8 rotations and reflections of a square all show as the same one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::MainWindow</name>
    <message>
        <source>Puzzle Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Solutions&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Pseudo-code&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;versions explained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Puzzle Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The versions explained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Puzzle Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Puzzle Workbench %1&lt;/h3&gt;&lt;p&gt;Five classic puzzles, each solved by successive versions of its algorithm, from brute force to the best known method. Step through a search to watch backtracking happen, and compare the versions on a live chart.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search &amp;tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tree of the traced search, as it grows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::MergeController</name>
    <message>
        <source>The board shows a node of the merge (read only), with the pseudo-code of %1. Live board brings the run back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::OwnVersionController</name>
    <message>
        <source>Run without the sandbox?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox (bubblewrap) that keeps a version from the rest of the computer cannot start here: %1

Compile and run %2 without it? It would run with every right of your account: do so only for a file you trust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compiler messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the compiler says of your own versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a &amp;version…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A version of your own: a C++ file with a search function against a puzzle header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C++ files (*.cpp *.cc *.cxx);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bubblewrap is not installed (Debian package bubblewrap).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::PresentationController</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large type for a projector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::PrintController</name>
    <message>
        <source>Print the board, and its solution on a second page when a run found one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print and export the solution the last run found on a second page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Worksheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the board as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the solu&amp;tion</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::PseudocodeView</name>
    <message>
        <source>The algorithm of the chosen version; in step and play modes the line of the current event is lit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current line, refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::QueensBoardView</name>
    <message>
        <source>queen on %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A solution of the %1 queens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved! %1 queens, none attacks another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search in progress — queens on the board: %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens placed: %1 of %2. In conflict: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen in row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, queen refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, queen in conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, empty, attacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joining two partial boards: the blue columns and the orange ones. Queens on the board: %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A partial board, in the blue columns. Queens on the board: %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens in rows %1 of columns %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::QuestionBox</name>
    <message>
        <source>Question for the class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The class&apos;s number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Row:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;olumn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Answer and run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the class&apos;s answer and let the run say the real one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer: let the run go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the class&apos;s answer, then Answer and run: the run goes on to its next placement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the class&apos;s answer, then Answer and run: the run starts and says the real figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The class: %1. The run goes on…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::RecordingCapDialog</name>
    <message>
        <source>Recording cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every stepped or played run is recorded, so that it can be stepped back, scrubbed and saved. A million events take about 20 MB; a recording never takes more than %1 MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Events recorded at most:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run stops there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run goes on to its end, unrecorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;At the cap:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::RecordingController</name>
    <message>
        <source>Step &amp;back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One event back in the recorded run (Shift+F10, or Left on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bookmark this event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the ru&amp;n…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the recorded run, to replay it here or on another computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a r&amp;un…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a saved run, without running or compiling anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The first %n event(s) are recorded</source>
        <translation>
            <numerusform>The first %n event are recorded</numerusform>
            <numerusform>The first %n events are recorded</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the run went on to its end without recording the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the run stopped there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last event is where the run ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A saved run, replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last recorded event: the run was saved up to here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first recorded event: there is nothing before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 of %2: the run ended here. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 of %2: %3 at depth %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmark this event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A label for event %1 (or none):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run is recorded: Step or Play a version first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded runs (*.pwrun);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::RunController</name>
    <message numerus="yes">
        <source>Comparing %n version(s)…</source>
        <translation>
            <numerusform>Comparing %n version…</numerusform>
            <numerusform>Comparing %n versions…</numerusform>
        </translation>
    </message>
    <message>
        <source>Solving with %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing %1: Pause holds it, Step goes one event at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stepping %1: Step or the Right key shows the next event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1: %2 at depth %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions found: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution %1 found after %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board shows a node of the search tree (read only). Live board, or the next step, brings the run back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped by the budget of %1 before it finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file did not compile: nothing ran.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run ended before its search was over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: %1 (starting the program: %2, not counted).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SearchTreePanel</name>
    <message>
        <source>&amp;Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follo&amp;w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the current node of the search in view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (or the mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out (or the mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Live board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board shows a node of the tree; go back to the board of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes kept in memory (16 bytes each); past them the deepest levels are counted only. Applies to the next run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step or Play a version (F10, F6) to watch its search tree grow here: a circle is a choice, a red square a dead end, a green diamond a solution, a red triangle a subtree with no solution (click to unfold). A run with Solve is not traced; Compare versions charts every version&apos;s nodes per depth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No traced run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dead end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the search tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drawing could not be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the view of the tree as SVG, PDF or PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawings (*.svg);;PDF documents (*.pdf);;PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Over %1 node(s): levels below %2 are kept as counts only.</source>
        <translation>
            <numerusform>Over %1 node: levels below %2 are kept as counts only.</numerusform>
            <numerusform>Over %1 nodes: levels below %2 are kept as counts only.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 node(s) below, no solution</source>
        <translation>
            <numerusform>%1 node below, no solution</numerusform>
            <numerusform>%1 nodes below, no solution</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge this version&apos;s search tree with another version&apos;s on the same board: the nodes only this version visits appear as hollow dashed triangles, what the other&apos;s idea cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (the run&apos;s tree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SearchTreeView</name>
    <message>
        <source>The root: no decision yet (depth 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (depth %2)</source>
        <comment>a decision of the search and its depth</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth %1: %2</source>
        <comment>a depth of the tree and its count of nodes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%1 of them in a summary node)</source>
        <translation>
            <numerusform>(%1 of them in a summary node)</numerusform>
            <numerusform>(%1 of them in a summary node)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::ShadingBoardView</name>
    <message>
        <source>k lowered from %1 to %2: no run of %1 fits a %3×%4 grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best known: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best known: computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is the maximum for %1×%2, k = %3: no grid does better!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best known for %1×%2, k = %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best known for %1×%2, k = %3: computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown in its canonical form, for its symmetry class.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already in its canonical form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score %1 — no run of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: row %1 cut by the mirror rule — its mirror image is searched instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: branch cut, hope %1 — this branch can no longer beat the best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: this pattern of row %1 would close a run of %2 with the rows above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: shading this cell would close a run of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: row %1 — a cross marks a cell that would close a run of %2 with the rows above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hope %1: white cells still affordable to beat the best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shade (%1,%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear (%1,%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1 refused. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 pattern %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2) shaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2) white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>across</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anti-diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, not decided yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, shaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, in a run of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run of %1 %2, from row %3, column %4 to row %5, column %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Score %1 — %n run(s) of %2 (struck through).</source>
        <translation>
            <numerusform>Score %1 — %n run of %2 (struck through).</numerusform>
            <numerusform>Score %1 — %n runs of %2 (struck through).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An optimal grid: %n shaded cell(s), no run of %1.</source>
        <translation>
            <numerusform>An optimal grid: %n shaded cell, no run of %1.</numerusform>
            <numerusform>An optimal grid: %n shaded cells, no run of %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search: a new best, %n shaded cell(s).</source>
        <translation>
            <numerusform>Search: a new best, %n shaded cell.</numerusform>
            <numerusform>Search: a new best, %n shaded cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search: an optimal grid, %n shaded cell(s).</source>
        <translation>
            <numerusform>Search: an optimal grid, %n shaded cell.</numerusform>
            <numerusform>Search: an optimal grid, %n shaded cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search done: the maximum is %n shaded cell(s).</source>
        <translation>
            <numerusform>Search done: the maximum is %n shaded cell.</numerusform>
            <numerusform>Search done: the maximum is %n shaded cells.</numerusform>
        </translation>
    </message>
    <message>
        <source>Search: cells decided: %1 of %2; shaded: %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::ShadingOptions</name>
    <message>
        <source>No run of k =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forbidden run length: k shaded cells in a row across, down or diagonally. The cells stay; the runs are checked again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One grid per symmetry class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A grid from the browser is shown in its canonical form: the 8 rotations and reflections of a grid all show as the same one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SolutionBrowser</name>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous solution (Alt+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next solution (Alt+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to solution number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution to show yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution %1 of the first %2 kept (%3 found).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SudokuBoardView</name>
    <message>
        <source>%1 is a given: it cannot be changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>erase %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fill all candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear the marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start the puzzle again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A solution: every row, column and box holds each digit once (givens in bold).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search — cells filled: %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search — a solution found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Placed %2 in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Refused %2 in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Took %2 back from %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Trying %2 in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved! Every row, column and box holds each digit once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells filled: %1 of %2. In conflict: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pencil marks: typing toggles a candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The grid is full: there is nothing left to hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step found with the techniques the board knows (up to the X-wing): this grid needs trial and error, or a digit so far is wrong (try Check).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply the hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle cannot be checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The givens have no solution: nothing to check against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(The puzzle has several solutions: checked against one of them.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check: every digit so far is right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste: the clipboard holds no puzzle line (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint — %1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell R%1C%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at R%2C%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1, %2 refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1, %2, given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, in conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1, candidates %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arrow keys move between the cells; a digit fills the cell, Shift and a digit toggles a candidate, Delete erases, P switches pencil marks, H shows a hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint while digits are in conflict: remove the red, hatched ones first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Check: %n digit(s) wrong, flagged red and hatched.</source>
        <translation>
            <numerusform>Check: %n digit wrong, flagged red and hatched.</numerusform>
            <numerusform>Check: %n digits wrong, flagged red and hatched.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::SudokuOptions</name>
    <message>
        <source>Pencil marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While on, typing a digit toggles it as a candidate of the cell (key P switches; Shift+digit toggles a mark at any time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill all candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every empty cell gets as marks the digits its row, column and box allow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removes every pencil mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the next logical step: its technique, its cells and what it places or removes (key H).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performs the step the hint shows; Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new puzzle of the chosen level with exactly one solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the puzzle&apos;s givens as one line of 81 characters (16 or 256 on the other sizes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the puzzle line (or the collection) on the clipboard (Ctrl+Shift+V).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hardest technique the new puzzle needs (QQwing&apos;s levels): simple, singles in a cell; easy, hidden singles; intermediate, locked candidates and pairs; expert, triples, the X-wing or a guess.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Are the digits so far right? Wrong ones are flagged red and hatched.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::TimelineBar</name>
    <message>
        <source>Timeline of the recorded events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◆ a solution here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>| dead ends here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/ cuts here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚑ bookmark at event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚑ %1 (event %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::TimelinePanel</name>
    <message>
        <source>Drag to any recorded event: the board, the counters, the lit line and the tree follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚑+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmark this event, with a label if you like (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmark this event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚑…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to a bookmarked event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cap…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many events a run records, and what it does past them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>the event shown / the events recorded</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recorded event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (event %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::WindowPrompts</name>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board has changes not saved to %1. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::WorksheetDialog</name>
    <message>
        <source>Worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answers on pages at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Puzzle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Number of puzzles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worksheet-%1.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the puzzles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n puzzle(s) made</source>
        <translation>
            <numerusform>%1 of %n puzzle made</numerusform>
            <numerusform>%1 of %n puzzles made</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: no worksheet was made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 (%n page(s)).</source>
        <translation>
            <numerusform>Saved %1 (%n page).</numerusform>
            <numerusform>Saved %1 (%n pages).</numerusform>
        </translation>
    </message>
    <message>
        <source>Print the worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer refused the pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sent to the printer (%n page(s)).</source>
        <translation>
            <numerusform>Sent to the printer (%n page).</numerusform>
            <numerusform>Sent to the printer (%n pages).</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzle of this difficulty can be made at this size: no worksheet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
