<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Algorithms</name>
    <message>
        <source>v%1 — %2</source>
        <translation>v%1 — %2</translation>
    </message>
    <message>
        <source>Lights out</source>
        <translation>Lights Out</translation>
    </message>
    <message>
        <source>A press toggles a light and its four neighbours: turn every light off.</source>
        <translation>Un appui inverse une lumière et ses quatre voisines&#xa0;: il faut éteindre toutes les lumières.</translation>
    </message>
    <message>
        <source>Press sequences in every order</source>
        <translation>Suites d’appuis dans tous les ordres</translation>
    </message>
    <message>
        <source>Every sequence of 1 press, then of 2 presses, and so on, is simulated on the board, never pressing a cell twice in a sequence. The first sequence that turns every light off has the fewest presses. But the same presses in another order give the same board: n!/(n−k)! sequences of k presses are tried.</source>
        <translation>Toutes les suites de 1 appui, puis de 2 appuis, et ainsi de suite, sont simulées sur la grille, sans jamais appuyer deux fois sur la même case dans une suite. La première suite qui éteint toutes les lumières est celle qui a le moins d’appuis. Mais les mêmes appuis dans un autre ordre donnent la même grille&#xa0;: n!/(n−k)! suites de k appuis sont essayées.</translation>
    </message>
    <message>
        <source>for k = 1, 2, …, n:   # number of presses</source>
        <translation>pour k = 1, 2, …, n&#xa0;:   # nombre d’appuis</translation>
    </message>
    <message>
        <source>    for each sequence (c1, …, ck) of k different cells, in every order:</source>
        <translation>    pour chaque suite (c1, …, ck) de k cases différentes, dans tous les ordres&#xa0;:</translation>
    </message>
    <message>
        <source>        grid ← the board after pressing c1, …, ck</source>
        <translation>        grille ← la grille après appui sur c1, …, ck</translation>
    </message>
    <message>
        <source>        candidates ← candidates + 1</source>
        <translation>        candidats ← candidats + 1</translation>
    </message>
    <message>
        <source>        if every light of grid is off:</source>
        <translation>        si toutes les lumières de grille sont éteintes&#xa0;:</translation>
    </message>
    <message>
        <source>            return (c1, …, ck)   # the fewest presses</source>
        <translation>            renvoyer (c1, …, ck)   # le moins d’appuis</translation>
    </message>
    <message>
        <source>Subsets of presses</source>
        <translation>Ensembles d’appuis</translation>
    </message>
    <message>
        <source>The order of the presses does not matter and pressing a cell twice cancels, so only sets of presses are tried: each press on a cell strictly after the previous one. C(n, k) sets of k presses instead of n!/(n−k)! sequences, 2^n − 1 sets in all.</source>
        <translation>L’ordre des appuis ne compte pas et deux appuis sur la même case s’annulent&#xa0;: on n’essaie donc que des ensembles d’appuis, chaque appui portant sur une case strictement après la précédente. C(n, k) ensembles de k appuis au lieu de n!/(n−k)! suites, 2^n − 1 ensembles en tout.</translation>
    </message>
    <message>
        <source>    for each set c1 &lt; c2 &lt; … &lt; ck of k cells:   # order does not matter</source>
        <translation>    pour chaque ensemble c1 &lt; c2 &lt; … &lt; ck de k cases&#xa0;:   # l’ordre ne compte pas</translation>
    </message>
    <message>
        <source>            return {c1, …, ck}   # the fewest presses</source>
        <translation>            renvoyer {c1, …, ck}   # le moins d’appuis</translation>
    </message>
    <message>
        <source>Light chasing</source>
        <translation>Chasse aux lumières</translation>
    </message>
    <message>
        <source>Once the first row&apos;s presses are chosen, a light left on in a row can only be turned off by the press just below it: every later row is forced. Only the 2^cols first rows are tried, and the last row tells whether the board ends dark. (Torus: the first and last rows are chosen and the last two rows checked.)</source>
        <translation>Une fois choisis les appuis de la première ligne, une lumière restée allumée sur une ligne ne peut être éteinte que par l’appui juste en dessous&#xa0;: toutes les lignes suivantes sont forcées. Seuls les 2^c choix de la première ligne (c colonnes) sont essayés, et la dernière ligne dit si la grille finit éteinte. (Tore&#xa0;: la première et la dernière ligne sont choisies et les deux dernières lignes sont vérifiées.)</translation>
    </message>
    <message>
        <source>for each set x of presses on the first row:   # 2^cols sets</source>
        <translation>pour chaque ensemble x d’appuis sur la première ligne&#xa0;:   # 2^colonnes ensembles</translation>
    </message>
    <message>
        <source>    press the cells of x</source>
        <translation>    appuyer sur les cases de x</translation>
    </message>
    <message>
        <source>    for r = 2 … rows:</source>
        <translation>    pour r = 2 … lignes&#xa0;:</translation>
    </message>
    <message>
        <source>        press under every light still on in row r − 1   # forced</source>
        <translation>        appuyer sous chaque lumière encore allumée de la ligne r − 1   # forcé</translation>
    </message>
    <message>
        <source>    if the last row is dark:</source>
        <translation>    si la dernière ligne est éteinte&#xa0;:</translation>
    </message>
    <message>
        <source>        keep these presses if they are the fewest so far</source>
        <translation>        garder ces appuis s’ils sont les moins nombreux jusqu’ici</translation>
    </message>
    <message>
        <source>return the fewest presses</source>
        <translation>renvoyer les appuis les moins nombreux</translation>
    </message>
    <message>
        <source>Linear algebra over GF(2)</source>
        <translation>Algèbre linéaire sur GF(2)</translation>
    </message>
    <message>
        <source>one equation per light: sum of the presses that toggle it = its state (mod 2)</source>
        <translation>une équation par lumière&#xa0;: somme des appuis qui l’inversent = son état (mod 2)</translation>
    </message>
    <message>
        <source>(big board: chase with the first row as unknowns; the last row gives the equations)</source>
        <translation>(grande grille&#xa0;: chasse avec la première ligne comme inconnues&#xa0;; la dernière ligne donne les équations)</translation>
    </message>
    <message>
        <source>for each unknown: take a pivot row, XOR it into every other row with a 1 there</source>
        <translation>pour chaque inconnue&#xa0;: prendre une ligne pivot, l’ajouter (ou exclusif) à chaque autre ligne qui a un 1 à cette place</translation>
    </message>
    <message>
        <source>if a row reads 0 = 1: not solvable</source>
        <translation>si une ligne donne 0 = 1&#xa0;: insoluble</translation>
    </message>
    <message>
        <source>p ← the solution with every free unknown 0</source>
        <translation>p ← la solution où toutes les inconnues libres valent 0</translation>
    </message>
    <message>
        <source>d ← number of free unknowns; one quiet pattern per free unknown</source>
        <translation>d ← nombre d’inconnues libres&#xa0;; un motif neutre par inconnue libre</translation>
    </message>
    <message>
        <source>for each of the 2^d combinations q of quiet patterns (Gray code):</source>
        <translation>pour chacune des 2^d combinaisons q de motifs neutres (code de Gray)&#xa0;:</translation>
    </message>
    <message>
        <source>    keep p + q if it has the fewest presses</source>
        <translation>    garder p + q s’il a le moins d’appuis</translation>
    </message>
    <message>
        <source>Magic square</source>
        <translation>Carré magique</translation>
    </message>
    <message>
        <source>Fill an n×n grid with the numbers 1 to n² so that every row, column and diagonal has the same sum.</source>
        <translation>Remplir une grille n×n avec les nombres de 1 à n² de sorte que chaque ligne, chaque colonne et chaque diagonale aient la même somme.</translation>
    </message>
    <message>
        <source>Every number everywhere</source>
        <translation>Tous les nombres partout</translation>
    </message>
    <message>
        <source>Every empty cell takes every number from 1 to n², repeats allowed, and only the full grid is tested: its sums, then that all numbers differ. 9^9 grids for order 3.</source>
        <translation>Chaque case vide prend chaque nombre de 1 à n², répétitions permises, et seule la grille complète est testée&#xa0;: ses sommes, puis le fait que tous les nombres diffèrent. 9^9 grilles pour l’ordre 3.</translation>
    </message>
    <message>
        <source>place(cell):</source>
        <translation>PlacerChiffre(case)&#xa0;:</translation>
    </message>
    <message>
        <source>    if every cell is filled:</source>
        <translation>    si toutes les cases sont remplies&#xa0;:</translation>
    </message>
    <message>
        <source>        if rows, columns, diagonals sum to the constant and all numbers differ:</source>
        <translation>        si lignes, colonnes et diagonales ont pour somme la constante et si tous les nombres diffèrent&#xa0;:</translation>
    </message>
    <message>
        <source>            record the square</source>
        <translation>            enregistrer le carré</translation>
    </message>
    <message>
        <source>        return</source>
        <translation>        retourner</translation>
    </message>
    <message>
        <source>    for z in 1..n²:   # repeats allowed; a given cell keeps its number</source>
        <translation>    pour z de 1 à n²&#xa0;:   # répétitions permises&#xa0;; une case donnée garde son nombre</translation>
    </message>
    <message>
        <source>        grid[cell] ← z; place(next cell)</source>
        <translation>        grille[case] ← z&#xa0;; PlacerChiffre(case suivante)</translation>
    </message>
    <message>
        <source>    grid[cell] ← empty</source>
        <translation>    grille[case] ← vide</translation>
    </message>
    <message>
        <source>Table of used numbers</source>
        <translation>Table des nombres utilisés</translation>
    </message>
    <message>
        <source>A table remembers the numbers in use: a number is placed only if it is free, blocked while it is in the grid and freed on the way back. Only permutations are built, 9! instead of 9^9 for order 3; they are still tested at the end.</source>
        <translation>Une table retient les nombres utilisés&#xa0;: un nombre n’est placé que s’il est libre&#xa0;; il est bloqué tant qu’il est dans la grille et libéré au retour. Seules des permutations sont construites, 9! au lieu de 9^9 pour l’ordre 3&#xa0;; elles sont encore testées à la fin.</translation>
    </message>
    <message>
        <source>        if rows, columns and diagonals sum to the constant:</source>
        <translation>        si lignes, colonnes et diagonales ont pour somme la constante&#xa0;:</translation>
    </message>
    <message>
        <source>    for z in 1..n²:</source>
        <translation>    pour z de 1 à n²&#xa0;:</translation>
    </message>
    <message>
        <source>        if not usable(z): continue</source>
        <translation>        si non EstUtilisable(z)&#xa0;: continue</translation>
    </message>
    <message>
        <source>        block(z); grid[cell] ← z</source>
        <translation>        BloquerChiffre(z)&#xa0;; grille[case] ← z</translation>
    </message>
    <message>
        <source>        place(next cell)</source>
        <translation>        PlacerChiffre(case suivante)</translation>
    </message>
    <message>
        <source>        unblock(z)</source>
        <translation>        DebloquerChiffre(z)</translation>
    </message>
    <message>
        <source>Partial sums</source>
        <translation>Sommes partielles</translation>
    </message>
    <message>
        <source>Each line keeps the sum of its filled cells. A line is checked as soon as it is complete, and a partial line is cut when the smallest numbers left would overshoot the constant or the largest could not reach it.</source>
        <translation>Chaque rangée (ligne, colonne ou diagonale) garde la somme de ses cases remplies. Une rangée est vérifiée dès qu’elle est complète, et une rangée partielle est coupée quand les plus petits nombres restants dépasseraient la constante ou que les plus grands ne pourraient pas l’atteindre.</translation>
    </message>
    <message>
        <source>    if every cell is filled: record the square   # every line was checked</source>
        <translation>    si toutes les cases sont remplies&#xa0;: enregistrer le carré   # chaque rangée a été vérifiée</translation>
    </message>
    <message>
        <source>    for each unused z in 1..n²:</source>
        <translation>    pour chaque z inutilisé de 1 à n²&#xa0;:</translation>
    </message>
    <message>
        <source>        block(z); grid[cell] ← z; add z to the sums of the cell&apos;s lines</source>
        <translation>        BloquerChiffre(z)&#xa0;; grille[case] ← z&#xa0;; ajouter z aux sommes des rangées de la case</translation>
    </message>
    <message>
        <source>        if a line of the cell is complete and its sum ≠ constant: reject z</source>
        <translation>        si une rangée de la case est complète et que sa somme ≠ constante&#xa0;: rejeter z</translation>
    </message>
    <message>
        <source>        if a partial line + the smallest numbers left &gt; constant, or + the largest &lt; constant: cut</source>
        <translation>        si une rangée partielle + les plus petits nombres restants &gt; constante, ou + les plus grands &lt; constante&#xa0;: couper</translation>
    </message>
    <message>
        <source>        otherwise place(next cell)</source>
        <translation>        sinon PlacerChiffre(case suivante)</translation>
    </message>
    <message>
        <source>        take z out of the sums; unblock(z)</source>
        <translation>        retirer z des sommes&#xa0;; DebloquerChiffre(z)</translation>
    </message>
    <message>
        <source>Last cell computed, lines closed early</source>
        <translation>Dernière case calculée, rangées fermées tôt</translation>
    </message>
    <message>
        <source>The cells are filled in an order that closes lines early, diagonals first; the last cell of a line is computed, not searched. The unused numbers are a bitmask, so a cell only tries the numbers its lines still allow.</source>
        <translation>Les cases sont remplies dans un ordre qui ferme les rangées (lignes, colonnes, diagonales) tôt, diagonales d’abord&#xa0;; la dernière case d’une rangée est calculée, pas cherchée. Les nombres inutilisés forment un masque de bits, si bien qu’une case n’essaie que les nombres que ses rangées permettent encore.</translation>
    </message>
    <message>
        <source>plan ← both diagonals, then the line with the fewest empty cells; a line&apos;s last cell is computed</source>
        <translation>plan ← les deux diagonales, puis la rangée qui a le moins de cases vides&#xa0;; la dernière case d’une rangée est calculée</translation>
    </message>
    <message>
        <source>solve(step):</source>
        <translation>chercher(étape)&#xa0;:</translation>
    </message>
    <message>
        <source>    if every step is done: record the square</source>
        <translation>    si toutes les étapes sont faites&#xa0;: enregistrer le carré</translation>
    </message>
    <message>
        <source>    if the step&apos;s cell closes a line: z ← constant − the line&apos;s sum</source>
        <translation>    si la case de l’étape ferme une rangée&#xa0;: z ← constante − la somme de la rangée</translation>
    </message>
    <message>
        <source>        if z is outside 1..n² or already used: fail</source>
        <translation>        si z est hors de 1..n² ou déjà utilisé&#xa0;: échec</translation>
    </message>
    <message>
        <source>    else: for each z in unused &amp; [lo, hi], the range the cell&apos;s lines allow:</source>
        <translation>    sinon&#xa0;: pour chaque z de inutilisés &amp; [bas, haut], l’intervalle que permettent les rangées de la case&#xa0;:</translation>
    </message>
    <message>
        <source>        place z: used ← used | bit(z), add z to the sums</source>
        <translation>        placer z&#xa0;: utilisés ← utilisés | bit(z), ajouter z aux sommes</translation>
    </message>
    <message>
        <source>        a complete line must be right; a line with one empty cell must lack an unused number</source>
        <translation>        une rangée complète doit être juste&#xa0;; il doit manquer un nombre inutilisé à une rangée qui a une seule case vide</translation>
    </message>
    <message>
        <source>        solve(step + 1)</source>
        <translation>        chercher(étape + 1)</translation>
    </message>
    <message>
        <source>        take z back</source>
        <translation>        retirer z</translation>
    </message>
    <message>
        <source>Symmetry normalised, on threads</source>
        <translation>Symétrie normalisée, en parallèle</translation>
    </message>
    <message>
        <source>tasks ← the values of the first cells; each thread takes the next task</source>
        <translation>tâches ← les valeurs des premières cases&#xa0;; chaque fil prend la tâche suivante</translation>
    </message>
    <message>
        <source>        if z breaks the standard form: cut</source>
        <translation>        si z rompt la forme standard&#xa0;: couper</translation>
    </message>
    <message>
        <source>N queens</source>
        <translation>Les N dames</translation>
    </message>
    <message>
        <source>Place N queens on an N×N chessboard so that no two attack each other.</source>
        <translation>Placer N dames sur un échiquier N×N sans que deux d’entre elles se menacent.</translation>
    </message>
    <message>
        <source>Brute force</source>
        <translation>Force brute</translation>
    </message>
    <message>
        <source>N nested loops give every column every row: all N^N placements are built, and each one is tested at the end by ok(), which compares every pair of queens.</source>
        <translation>N boucles imbriquées donnent à chaque colonne chacune des lignes&#xa0;: les N^N placements sont tous construits, et chacun est testé à la fin par ok(), qui compare chaque paire de dames.</translation>
    </message>
    <message>
        <source>for r1 in 1..N, r2 in 1..N, …, rN in 1..N:   # N nested loops</source>
        <translation>pour r1 de 1 à N, r2 de 1 à N, …, rN de 1 à N&#xa0;:   # N boucles imbriquées</translation>
    </message>
    <message>
        <source>    placement ← (r1, r2, …, rN)</source>
        <translation>    placement ← (r1, r2, …, rN)</translation>
    </message>
    <message>
        <source>    checks ← checks + 1</source>
        <translation>    tests ← tests + 1</translation>
    </message>
    <message>
        <source>    if ok(placement):   # every pair: same row or diagonal?</source>
        <translation>    si ok(placement)&#xa0;:   # chaque paire&#xa0;: même ligne ou même diagonale&#xa0;?</translation>
    </message>
    <message>
        <source>        record the solution</source>
        <translation>        enregistrer la solution</translation>
    </message>
    <message>
        <source>Backtracking with continue</source>
        <translation>Retour sur trace avec continue</translation>
    </message>
    <message>
        <source>After each new queen, only that queen is tested against the previous ones; a prefix in conflict is skipped with continue, and everything below it with it.</source>
        <translation>Après chaque nouvelle dame, seule cette dame est testée contre les précédentes&#xa0;; un début de placement en conflit est sauté avec continue, et tout ce qui est en dessous avec lui.</translation>
    </message>
    <message>
        <source>solve(column c):</source>
        <translation>chercher(colonne c)&#xa0;:</translation>
    </message>
    <message>
        <source>    for each row r in 1..N:</source>
        <translation>    pour chaque ligne r de 1 à N&#xa0;:</translation>
    </message>
    <message>
        <source>        put a queen on (r, c)</source>
        <translation>        poser une dame en (r, c)</translation>
    </message>
    <message>
        <source>        if c &gt; 1 and not ok(c):   # the newest queen only</source>
        <translation>        si c &gt; 1 et non ok(c)&#xa0;:   # la dernière dame seulement</translation>
    </message>
    <message>
        <source>            continue              # skip this prefix</source>
        <translation>            continue              # sauter ce début de placement</translation>
    </message>
    <message>
        <source>        if c = N: record the solution</source>
        <translation>        si c = N&#xa0;: enregistrer la solution</translation>
    </message>
    <message>
        <source>        else: solve(c + 1)</source>
        <translation>        sinon&#xa0;: chercher(c + 1)</translation>
    </message>
    <message>
        <source>        take the queen back</source>
        <translation>        retirer la dame</translation>
    </message>
    <message>
        <source>Bitmask backtracking</source>
        <translation>Retour sur trace par masques de bits</translation>
    </message>
    <message>
        <source>Rows and both diagonals already attacked are kept as bit sets: the free squares of a column are one expression, and the next one is taken with x &amp; −x. No square is ever tested and refused.</source>
        <translation>Les lignes et les deux diagonales déjà attaquées sont gardées comme ensembles de bits&#xa0;: les cases libres d’une colonne tiennent en une seule expression, et la suivante est prise avec x &amp; −x. Aucune case n’est jamais testée puis refusée.</translation>
    </message>
    <message>
        <source>solve(c, rows, up, down):</source>
        <translation>chercher(c, lignes, montantes, descendantes)&#xa0;:</translation>
    </message>
    <message>
        <source>    free ← ~(rows | up | down) &amp; all</source>
        <translation>    libres ← ~(lignes | montantes | descendantes) &amp; toutes</translation>
    </message>
    <message>
        <source>    while free ≠ 0:</source>
        <translation>    tant que libres ≠ 0&#xa0;:</translation>
    </message>
    <message>
        <source>        bit ← free &amp; −free        # lowest free row</source>
        <translation>        bit ← libres &amp; −libres    # la ligne libre la plus basse</translation>
    </message>
    <message>
        <source>        free ← free − bit</source>
        <translation>        libres ← libres − bit</translation>
    </message>
    <message>
        <source>        else: solve(c + 1, rows | bit, (up | bit) &lt;&lt; 1, (down | bit) &gt;&gt; 1)</source>
        <translation>        sinon&#xa0;: chercher(c + 1, lignes | bit, (montantes | bit) &lt;&lt; 1, (descendantes | bit) &gt;&gt; 1)</translation>
    </message>
    <message>
        <source>Bitmask, mirror symmetry and threads</source>
        <translation>Masques de bits, symétrie et parallélisme</translation>
    </message>
    <message>
        <source>The mirror image of a solution is a solution: only first queens in the upper half are searched and each solution counts twice. The pairs of queens of the first two columns are shared out among threads.</source>
        <translation>L’image miroir d’une solution est une solution&#xa0;: on ne cherche que les premières dames dans la moitié haute et chaque solution compte double. Les paires de dames des deux premières colonnes sont réparties entre plusieurs fils d’exécution, en parallèle.</translation>
    </message>
    <message>
        <source>tasks ← valid pairs of queens in columns 1 and 2, first one in the upper half</source>
        <translation>tâches ← paires valides de dames en colonnes 1 et 2, la première dans la moitié haute</translation>
    </message>
    <message>
        <source>    (odd N: first queen in the middle row → second one in the upper half)</source>
        <translation>    (N impair&#xa0;: première dame sur la ligne du milieu → la deuxième dans la moitié haute)</translation>
    </message>
    <message>
        <source>each thread: while a task is left, take it and solve(3, …):</source>
        <translation>chaque fil&#xa0;: tant qu’il reste une tâche, la prendre et chercher(3, …)&#xa0;:</translation>
    </message>
    <message>
        <source>    bit ← free &amp; −free; free ← free − bit</source>
        <translation>    bit ← libres &amp; −libres&#xa0;; libres ← libres − bit</translation>
    </message>
    <message>
        <source>    if c = N: record the solution and its mirror image (count 2)</source>
        <translation>    si c = N&#xa0;: enregistrer la solution et son image miroir (compter 2)</translation>
    </message>
    <message>
        <source>    else: solve(c + 1, rows | bit, (up | bit) &lt;&lt; 1, (down | bit) &gt;&gt; 1)</source>
        <translation>    sinon&#xa0;: chercher(c + 1, lignes | bit, (montantes | bit) &lt;&lt; 1, (descendantes | bit) &gt;&gt; 1)</translation>
    </message>
    <message>
        <source>Shading grid</source>
        <translation>Grille à noircir</translation>
    </message>
    <message>
        <source>Shade as many cells as possible without k shaded cells in a row, across, down or diagonally.</source>
        <translation>Noircir le plus de cases possible sans k cases noircies consécutives, en ligne, en colonne ou en diagonale.</translation>
    </message>
    <message>
        <source>Exhaustive search</source>
        <translation>Recherche exhaustive</translation>
    </message>
    <message>
        <source>Every cell is tried shaded, then white, in reading order; a cell is shaded only when it closes no run of k. Every valid grid is reached and the best one kept: the contest&apos;s 51-minute entry.</source>
        <translation>Chaque case est essayée noircie, puis blanche, dans l’ordre de lecture&#xa0;; une case n’est noircie que si elle ne complète aucune suite de k. Toutes les grilles valides sont atteintes et la meilleure est gardée&#xa0;: c’est la version du concours qui tournait en 51 minutes.</translation>
    </message>
    <message>
        <source>maximum ← search(cell 1) in phase 1; then search again in phase 2 for the grids reaching it</source>
        <translation>maximum ← chercher(case 1) en phase 1&#xa0;; puis nouvelle recherche en phase 2 des grilles qui l’atteignent</translation>
    </message>
    <message>
        <source>search(cell i):   # cells in reading order</source>
        <translation>chercher(case i)&#xa0;:   # cases dans l’ordre de lecture</translation>
    </message>
    <message>
        <source>    if every cell is decided:</source>
        <translation>    si toutes les cases sont décidées&#xa0;:</translation>
    </message>
    <message>
        <source>        phase 1: if shaded &gt; best: best ← shaded, keep the grid</source>
        <translation>        phase 1&#xa0;: si noircies &gt; meilleur&#xa0;: meilleur ← noircies, garder la grille</translation>
    </message>
    <message>
        <source>        phase 2: if shaded = maximum: record an optimal grid</source>
        <translation>        phase 2&#xa0;: si noircies = maximum&#xa0;: enregistrer une grille optimale</translation>
    </message>
    <message>
        <source>    if shading i closes no run of k (to the left, up, up-left, up-right):</source>
        <translation>    si noircir i ne complète aucune suite de k (à gauche, en haut, en haut à gauche, en haut à droite)&#xa0;:</translation>
    </message>
    <message>
        <source>        shade i; search(i + 1); clear i      # shaded first</source>
        <translation>        noircir i&#xa0;; chercher(i + 1)&#xa0;; effacer i      # noircie d’abord</translation>
    </message>
    <message>
        <source>    leave i white; search(i + 1)</source>
        <translation>    laisser i blanche&#xa0;; chercher(i + 1)</translation>
    </message>
    <message>
        <source>Branch and bound with hope</source>
        <translation>Séparation et évaluation avec «&#xa0;espoir&#xa0;»</translation>
    </message>
    <message>
        <source>The contest winner&apos;s &quot;hope&quot;: how many more cells may stay white while the grid can still beat the best found. Shading a cell leaves it unchanged; a white cell with no hope left is cut with everything below it.</source>
        <translation>L’«&#xa0;espoir&#xa0;» du vainqueur du concours&#xa0;: combien de cases peuvent encore rester blanches tant que la grille peut battre la meilleure trouvée. Noircir une case ne le change pas&#xa0;; une case blanche quand il ne reste plus d’espoir est coupée, avec tout ce qui est en dessous.</translation>
    </message>
    <message>
        <source>        phase 1: best ← shaded, keep the grid   # it beats the best</source>
        <translation>        phase 1&#xa0;: meilleur ← noircies, garder la grille   # elle bat la meilleure</translation>
    </message>
    <message>
        <source>        phase 2: record an optimal grid</source>
        <translation>        phase 2&#xa0;: enregistrer une grille optimale</translation>
    </message>
    <message>
        <source>        shade i; search(i + 1); clear i      # shaded first: hope unchanged</source>
        <translation>        noircir i&#xa0;; chercher(i + 1)&#xa0;; effacer i      # noircie d’abord&#xa0;: espoir inchangé</translation>
    </message>
    <message>
        <source>    hope ← cells − best − 1 − whites so far   # phase 2: cells − maximum − whites</source>
        <translation>    espoir ← cases − meilleur − 1 − blanches jusqu’ici   # phase 2&#xa0;: cases − maximum − blanches</translation>
    </message>
    <message>
        <source>    if hope ≤ 0: cut   # one more white cell and the best is out of reach</source>
        <translation>    si espoir ≤ 0&#xa0;: couper   # une case blanche de plus et le meilleur est hors d’atteinte</translation>
    </message>
    <message>
        <source>Row patterns and a table of strips</source>
        <translation>Motifs de lignes et table de bandes</translation>
    </message>
    <message>
        <source>Rows are bit patterns with no k in a row; the next row&apos;s forbidden cells come from the k − 1 rows above by shifts. The bound adds the most that any strip of the remaining rows can hold, from a table computed first by the same search on smaller strips.</source>
        <translation>Les lignes sont des motifs de bits sans k cases noircies consécutives&#xa0;; les cases interdites de la ligne suivante se déduisent des k − 1 lignes du dessus par décalages. La borne ajoute le maximum que peut contenir une bande formée des lignes restantes, lu dans une table calculée d’abord par la même recherche sur des bandes plus petites.</translation>
    </message>
    <message>
        <source>table[m] ← the most shaded cells of an m-row strip (this search on smaller strips)</source>
        <translation>table[m] ← le plus de cases noircies d’une bande de m lignes (cette recherche sur des bandes plus petites)</translation>
    </message>
    <message>
        <source>patterns ← the rows with no k in a row, most shaded first</source>
        <translation>motifs ← les lignes sans k cases noircies consécutives, les plus noircies d’abord</translation>
    </message>
    <message>
        <source>maximum ← search(row 1) in phase 1; then again in phase 2 with the bound at equality</source>
        <translation>maximum ← chercher(ligne 1) en phase 1&#xa0;; puis de nouveau en phase 2 avec la borne à égalité</translation>
    </message>
    <message>
        <source>search(row r, shaded):</source>
        <translation>chercher(ligne r, noircies)&#xa0;:</translation>
    </message>
    <message>
        <source>    if r &gt; R: phase 1: best ← shaded, keep the grid; phase 2: record it</source>
        <translation>    si r &gt; R&#xa0;: phase 1&#xa0;: meilleur ← noircies, garder la grille&#xa0;; phase 2&#xa0;: l’enregistrer</translation>
    </message>
    <message>
        <source>    forbidden ← vertical | diagonal | anti-diagonal runs of the k − 1 rows above (shifts)</source>
        <translation>    interdites ← suites verticales | diagonales | antidiagonales des k − 1 lignes du dessus (décalages)</translation>
    </message>
    <message>
        <source>        if shaded + |p| + table[R − r] cannot beat the best: cut, end the loop</source>
        <translation>        si noircies + |p| + table[R − r] ne peut pas battre le meilleur&#xa0;: couper, sortir de la boucle</translation>
    </message>
    <message>
        <source>        row r ← p; search(r + 1, shaded + |p|)</source>
        <translation>        ligne r ← p&#xa0;; chercher(r + 1, noircies + |p|)</translation>
    </message>
    <message>
        <source>Row patterns, mirror symmetry and threads</source>
        <translation>Motifs de lignes, symétrie et parallélisme</translation>
    </message>
    <message>
        <source>search(row r, shaded, symmetric):</source>
        <translation>chercher(ligne r, noircies, symétrique)&#xa0;:</translation>
    </message>
    <message>
        <source>        if symmetric and p &gt; mirror(p): skip p   # its mirror image is searched</source>
        <translation>        si symétrique et p &gt; miroir(p)&#xa0;: passer p   # son image miroir est cherchée</translation>
    </message>
    <message>
        <source>        row r ← p; search(r + 1, shaded + |p|, symmetric and p = mirror(p))</source>
        <translation>        ligne r ← p&#xa0;; chercher(r + 1, noircies + |p|, symétrique et p = miroir(p))</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Fill the grid so that every row, column and box holds each digit exactly once.</source>
        <translation>Remplir la grille de sorte que chaque ligne, chaque colonne et chaque bloc contienne chaque chiffre exactement une fois.</translation>
    </message>
    <message>
        <source>Backtracking with controlvalid</source>
        <translation>Retour sur trace avec controlvalid</translation>
    </message>
    <message>
        <source>The blank cells are filled in order. Before each digit, controlvalid scans the row, the column and the box of the cell; a digit that passes is placed and the search goes on, and it is taken back when the next cells get stuck.</source>
        <translation>Les cases vides sont remplies dans l’ordre. Avant chaque chiffre, controlvalid parcourt la ligne, la colonne et le bloc de la case&#xa0;; un chiffre qui passe est placé et la recherche continue, puis il est retiré quand les cases suivantes sont bloquées.</translation>
    </message>
    <message>
        <source>solve(k):   # k-th blank cell</source>
        <translation>chercher(k)&#xa0;:   # k-ième case vide</translation>
    </message>
    <message>
        <source>    for each digit d in 1..n:</source>
        <translation>    pour chaque chiffre d de 1 à n&#xa0;:</translation>
    </message>
    <message>
        <source>        checks ← checks + 1; controlvalid(cell, d)   # scan row, column, box</source>
        <translation>        tests ← tests + 1&#xa0;; controlvalid(case, d)   # parcourt ligne, colonne, bloc</translation>
    </message>
    <message>
        <source>        if d is already there: try the next digit</source>
        <translation>        si d est déjà présent&#xa0;: essayer le chiffre suivant</translation>
    </message>
    <message>
        <source>        put d in the cell</source>
        <translation>        mettre d dans la case</translation>
    </message>
    <message>
        <source>        solve(k + 1)</source>
        <translation>        chercher(k + 1)</translation>
    </message>
    <message>
        <source>        take d back</source>
        <translation>        retirer d</translation>
    </message>
    <message>
        <source>if no blank is left: record the solution</source>
        <translation>s’il ne reste aucune case vide&#xa0;: enregistrer la solution</translation>
    </message>
    <message>
        <source>Candidate bit masks</source>
        <translation>Masques de bits des candidats</translation>
    </message>
    <message>
        <source>The digits used by each row, column and box are kept as bit masks, updated as digits are placed and taken back: the candidates of a cell are one expression, and only they are tried. The blank cells are still taken in order.</source>
        <translation>Les chiffres utilisés par chaque ligne, colonne et bloc sont gardés dans des masques de bits, mis à jour quand les chiffres sont placés et retirés&#xa0;: les candidats d’une case tiennent en une seule expression, et seuls ceux-ci sont essayés. Les cases vides sont toujours prises dans l’ordre.</translation>
    </message>
    <message>
        <source>    candidates ← all &amp; ~(row | column | box)</source>
        <translation>    candidats ← tous &amp; ~(ligne | colonne | bloc)</translation>
    </message>
    <message>
        <source>    if candidates = ∅: dead end</source>
        <translation>    si candidats = ∅&#xa0;: impasse</translation>
    </message>
    <message>
        <source>    for each digit d of candidates:</source>
        <translation>    pour chaque chiffre d de candidats&#xa0;:</translation>
    </message>
    <message>
        <source>        put d: add its bit to the row, column and box masks</source>
        <translation>        mettre d&#xa0;: ajouter son bit aux masques de la ligne, de la colonne et du bloc</translation>
    </message>
    <message>
        <source>        take d back: remove its bit</source>
        <translation>        retirer d&#xa0;: enlever son bit</translation>
    </message>
    <message>
        <source>Singles and fewest candidates first</source>
        <translation>Singletons et moins de candidats d’abord</translation>
    </message>
    <message>
        <source>Each cell keeps its pencil marks. After a placement, a cell left with one candidate (naked single) or a digit left with one place in a row, column or box (hidden single) is placed at once. Only then does the search guess, in the cell with the fewest candidates.</source>
        <translation>Chaque case garde ses annotations (ses candidats). Après un placement, une case qui n’a plus qu’un candidat (singleton nu) ou un chiffre qui n’a plus qu’une place dans une ligne, une colonne ou un bloc (singleton caché) est placé aussitôt. Ce n’est qu’ensuite que la recherche fait une hypothèse, dans la case qui a le moins de candidats.</translation>
    </message>
    <message>
        <source>solve(grid):</source>
        <translation>chercher(grille)&#xa0;:</translation>
    </message>
    <message>
        <source>    repeat until nothing changes:</source>
        <translation>    répéter jusqu’à ce que rien ne change&#xa0;:</translation>
    </message>
    <message>
        <source>        place every naked single (a cell with one candidate)</source>
        <translation>        placer chaque singleton nu (une case à un seul candidat)</translation>
    </message>
    <message>
        <source>        place every hidden single (a digit with one place in a unit)</source>
        <translation>        placer chaque singleton caché (un chiffre à une seule place dans une ligne, une colonne ou un bloc)</translation>
    </message>
    <message>
        <source>    if a cell or a digit has no place left: dead end</source>
        <translation>    si une case n’a plus de candidat ou un chiffre plus de place&#xa0;: impasse</translation>
    </message>
    <message>
        <source>    choose the blank cell with the fewest candidates</source>
        <translation>    choisir la case vide qui a le moins de candidats</translation>
    </message>
    <message>
        <source>    for each candidate d: on a copy, put d and solve(copy)</source>
        <translation>    pour chaque candidat d&#xa0;: sur une copie, mettre d et chercher(copie)</translation>
    </message>
    <message>
        <source>    back to the grid before the guess</source>
        <translation>    revenir à la grille d’avant l’hypothèse</translation>
    </message>
    <message>
        <source>Bit-parallel bands</source>
        <translation>Bandes en parallélisme de bits</translation>
    </message>
    <message>
        <source>Each digit keeps the cells where it can go, band by band, as 27-bit words. A few table look-ups per word apply locked candidates and the hidden singles of rows and boxes; the naked singles of a whole band are found with three bitwise operations per digit. Guesses go to a cell with two candidates, on a copy of the state kept on the stack.</source>
        <translation>Chaque chiffre garde les cases où il peut aller, bande par bande, dans des mots de 27 bits. Quelques consultations de table par mot appliquent les candidats verrouillés et les singletons cachés des lignes et des blocs&#xa0;; les singletons nus de toute une bande sont trouvés avec trois opérations bit à bit par chiffre. Les hypothèses portent sur une case à deux candidats, sur une copie de l’état gardée sur la pile.</translation>
    </message>
    <message>
        <source>solve(state):   # 9 digits × 3 bands of 27 bits</source>
        <translation>chercher(état)&#xa0;:   # 9 chiffres × 3 bandes de 27 bits</translation>
    </message>
    <message>
        <source>    for each changed (digit, band): rows × boxes → valid permutations; place row singles</source>
        <translation>    pour chaque (chiffre, bande) modifié&#xa0;: lignes × blocs → permutations valides&#xa0;; placer les singletons de ligne</translation>
    </message>
    <message>
        <source>    cells with one digit left (once &amp; ~twice): place them; repeat</source>
        <translation>    cases à un seul chiffre restant (une_fois &amp; ~deux_fois)&#xa0;: les placer&#xa0;; recommencer</translation>
    </message>
    <message>
        <source>    if a cell has no digit or a permutation is impossible: dead end</source>
        <translation>    si une case n’a aucun chiffre ou si une permutation est impossible&#xa0;: impasse</translation>
    </message>
    <message>
        <source>    choose a cell with two candidates (twice &amp; ~thrice)</source>
        <translation>    choisir une case à deux candidats (deux_fois &amp; ~trois_fois)</translation>
    </message>
    <message>
        <source>    for each candidate: on a copy, place it and solve(copy)</source>
        <translation>    pour chaque candidat&#xa0;: sur une copie, le placer et chercher(copie)</translation>
    </message>
    <message>
        <source>    back to the state before the guess</source>
        <translation>    revenir à l’état d’avant l’hypothèse</translation>
    </message>
    <message>
        <source>if every cell is placed: record the solution</source>
        <translation>si toutes les cases sont placées&#xa0;: enregistrer la solution</translation>
    </message>
    <message>
        <source>Only one square of each class of 8 rotations and reflections is searched (Frénicle&apos;s standard form) and it is counted 8 times; for odd n, numbers v → n²+1−v map squares to squares, so only centres up to (n²+1)/2 are searched and a smaller centre counts twice. The first cells&apos; values are shared out among threads. With given cells, symmetry does not apply and v4&apos;s search runs instead.</source>
        <translation>Un seul carré de chaque classe de 8 rotations et réflexions est cherché (la forme standard de Frénicle), et il compte 8 fois&#xa0;; pour n impair, l’application v → n²+1−v envoie les carrés magiques sur des carrés magiques, donc seuls les centres jusqu’à (n²+1)/2 sont cherchés, et un centre plus petit compte double. Les valeurs des premières cases sont réparties entre plusieurs fils d’exécution, en parallèle. Avec des cases données, la symétrie ne s’applique pas et c’est la recherche de la v4 qui tourne à la place.</translation>
    </message>
    <message>
        <source>plan ← v4&apos;s order; corners &gt; top-left corner, right of it &lt; below it; odd n: centre ≤ (n²+1)/2</source>
        <translation>plan ← l’ordre de la v4&#xa0;; coins &gt; coin en haut à gauche, sa voisine de droite &lt; celle du dessous&#xa0;; n impair&#xa0;: centre ≤ (n²+1)/2</translation>
    </message>
    <message>
        <source>    if every step is done: record the square and its 7 images (count 8), and their complements if centre &lt; (n²+1)/2</source>
        <translation>    si toutes les étapes sont faites&#xa0;: enregistrer le carré et ses 7 images (compter 8), et leurs compléments si centre &lt; (n²+1)/2</translation>
    </message>
    <message>
        <source>    for each pattern p that fits under forbidden, most shaded first:</source>
        <translation>    pour chaque motif p compatible avec interdites, les plus noircis d’abord&#xa0;:</translation>
    </message>
    <message>
        <source>        (wide grids scan every pattern: if p &amp; forbidden ≠ 0: reject p)</source>
        <translation>        (grilles larges&#xa0;: parcourir tous les motifs&#xa0;; si p &amp; interdites ≠ 0&#xa0;: rejeter p)</translation>
    </message>
    <message>
        <source>    if r &gt; R: best ← T; record the grid and its mirror image (unless symmetric)</source>
        <translation>    si r &gt; R&#xa0;: meilleur ← T&#xa0;; enregistrer la grille et son image miroir (sauf si symétrique)</translation>
    </message>
    <message>
        <source>        if shaded + |p| + table[R − r] &lt; T: cut, end the loop</source>
        <translation>        si noircies + |p| + table[R − r] &lt; T&#xa0;: couper, sortir de la boucle</translation>
    </message>
    <message>
        <source>Each light gives an equation modulo 2: the presses that toggle it must add up to its state. Gaussian elimination on bit-packed rows tells whether the board is solvable, the dimension d of the null space (quiet patterns) and one solution; the 2^d solutions are that one plus combinations of quiet patterns, and the fewest presses is found among them: when d is large, all 2^d counts at once by a Walsh–Hadamard transform (exact up to d = 24; beyond, a descent by blocks that is not proven minimal). Big boards are first reduced by chasing the first row as unknowns: one press is chased, and the other columns of the system follow by symmetry.</source>
        <translation>Chaque lumière donne une équation modulo 2&#xa0;: les appuis qui l’inversent doivent avoir pour somme son état. Une élimination de Gauss sur des lignes codées en bits indique si la grille est soluble, la dimension d du noyau (motifs neutres) et une solution&#xa0;; les 2^d solutions sont celle-ci plus des combinaisons de motifs neutres, et c’est parmi elles qu’on cherche celle qui a le moins d’appuis&#xa0;: quand d est grand, les 2^d nombres d’appuis d’un coup, par une transformée de Walsh–Hadamard (exacte jusqu’à d = 24&#xa0;; au-delà, une descente par blocs dont le minimum n’est pas prouvé). Les grandes grilles sont d’abord réduites par la chasse aux lumières, avec la première ligne comme inconnues&#xa0;: un seul appui est chassé, les autres colonnes du système s’en déduisent par symétrie.</translation>
    </message>
    <message>
        <source>(large d: all 2^d press counts at once, by a Walsh–Hadamard transform)</source>
        <translation>(d grand&#xa0;: les 2^d nombres d’appuis d’un coup, par une transformée de Walsh–Hadamard)</translation>
    </message>
    <message>
        <source>(d &gt; 24: the same on blocks of 20 quiet patterns until no block helps: not proven)</source>
        <translation>(d &gt; 24&#xa0;: la même chose par blocs de 20 motifs neutres, tant qu’un bloc aide&#xa0;: non prouvé)</translation>
    </message>
    <message>
        <source>Middle ring and the eight symmetries</source>
        <translation>Anneau central et les huit symétries</translation>
    </message>
    <message>
        <source>Each solution has exactly one queen on each of four lines through the middle of the board (two columns, two rows), and the 8 rotations and reflections map those lines onto themselves. The queens on them are placed first, and of the up to 8 images of such a start only the smallest is searched: its completions count as many times as it has distinct images. The other columns are filled with bitmasks, most constrained first; the starts are shared out among threads.</source>
        <translation>Chaque solution a exactement une dame sur chacune des quatre rangées qui passent par le milieu de l’échiquier (deux colonnes, deux lignes), et les 8 rotations et réflexions envoient ces rangées sur elles-mêmes. Leurs dames sont posées d’abord, et des 8 images au plus d’un tel départ seule la plus petite est cherchée&#xa0;: ses complétions comptent autant de fois qu’il a d’images distinctes. Les autres colonnes sont remplies par masques de bits, la plus contrainte d’abord&#xa0;; les départs sont répartis entre plusieurs fils d’exécution.</translation>
    </message>
    <message>
        <source>starts ← every way to put one queen on each line of the middle ring: two columns and two rows</source>
        <translation>départs ← toutes les façons de mettre une dame sur chaque rangée de l’anneau central&#xa0;: deux colonnes et deux lignes</translation>
    </message>
    <message>
        <source>    skip a start unless it is the smallest of its 8 images; weight ← its distinct images</source>
        <translation>    sauter un départ s’il n’est pas la plus petite de ses 8 images&#xa0;; poids ← ses images distinctes</translation>
    </message>
    <message>
        <source>each thread: while a start is left, take it, place its queens and solve(1, 0, 0, 0)</source>
        <translation>chaque fil d’exécution&#xa0;: tant qu’il reste un départ, le prendre, poser ses dames et chercher(1, 0, 0, 0)</translation>
    </message>
    <message>
        <source>solve(i, rows, sums, diffs):   # i-th free column c, most constrained first</source>
        <translation>chercher(i, lignes, sommes, différences)&#xa0;:   # i-ième colonne libre c, la plus contrainte d’abord</translation>
    </message>
    <message>
        <source>    free ← ~(rows | sums &gt;&gt; c | diffs &gt;&gt; (N − 1 − c)) &amp; allowed[i]   # rows the ring leaves</source>
        <translation>    libres ← ~(lignes | sommes &gt;&gt; c | différences &gt;&gt; (N − 1 − c)) &amp; permises[i]   # lignes que l’anneau laisse</translation>
    </message>
    <message>
        <source>        bit ← free &amp; −free; free ← free − bit</source>
        <translation>        bit ← libres &amp; −libres; libres ← libres − bit</translation>
    </message>
    <message>
        <source>        if i is the last one: record the solution and its images (count weight)</source>
        <translation>        si i est la dernière&#xa0;: enregistrer la solution et ses images (compter poids)</translation>
    </message>
    <message>
        <source>        else: solve(i + 1, rows | bit, sums | bit &lt;&lt; c, diffs | bit &lt;&lt; (N − 1 − c))</source>
        <translation>        sinon&#xa0;: chercher(i + 1, lignes | bit, sommes | bit &lt;&lt; c, différences | bit &lt;&lt; (N − 1 − c))</translation>
    </message>
    <message>
        <source>    while free ≠ 0:   # rows still to try</source>
        <translation>    tant que libres ≠ 0&#xa0;:   # lignes encore à essayer</translation>
    </message>
    <message>
        <source>Bands, stacks and minirows</source>
        <translation>Bandes, piles et mini-lignes</translation>
    </message>
    <message>
        <source>    place the cells with one digit left; repeat</source>
        <translation>    placer les cases à un seul chiffre restant&#xa0;; recommencer</translation>
    </message>
    <message>
        <source>    columns: place hidden singles; stacks: bands × columns → valid permutations; repeat</source>
        <translation>    colonnes&#xa0;: placer les singletons cachés&#xa0;; piles&#xa0;: bandes × colonnes → permutations valides&#xa0;; recommencer</translation>
    </message>
    <message>
        <source>    minirows and minicolumns: 3 digits possible → all 3 certain; 3 certain → no other</source>
        <translation>    mini-lignes et mini-colonnes&#xa0;: 3 chiffres possibles → les 3 certains&#xa0;; 3 certains → aucun autre</translation>
    </message>
    <message>
        <source>    if a cell, a column or a minirow lacks digits, or no permutation is left: dead end</source>
        <translation>    si une case, une colonne ou une mini-ligne manque de chiffres, ou s’il ne reste aucune permutation&#xa0;: impasse</translation>
    </message>
    <message>
        <source>    for each permutation (or digit): on a copy, keep only it and solve(copy)</source>
        <translation>    pour chaque permutation (ou chiffre)&#xa0;: sur une copie, ne garder qu’elle et chercher(copie)</translation>
    </message>
    <message>
        <source>A grid and its mirror image score the same, so only one of them is searched: while the rows read the same both ways, a row may not exceed its mirror image. Each pass aims at a fixed score T, from the table&apos;s bound down: the first T reached is the maximum, and that pass lists every optimal grid. All the threads work on each pass: one that runs out of work takes the untried rest of the shallowest loop of a busy one.</source>
        <translation>Une grille et son image miroir ont le même score, donc une seule des deux est cherchée&#xa0;: tant que les lignes se lisent de la même façon dans les deux sens, une ligne ne peut pas dépasser son image miroir. Chaque passe vise un score fixé T, en descendant depuis la borne de la table&#xa0;: le premier T atteint est le maximum, et cette passe donne toutes les grilles optimales. Tous les fils d’exécution travaillent sur chaque passe&#xa0;: celui qui n’a plus de travail prend le reste non essayé de la boucle la moins profonde d’un fil occupé.</translation>
    </message>
    <message>
        <source>for T from min(table[R − 1] + fullest row, table[a] + table[R − a]) down: search(row 1, 0, yes) at T, until a T is reached</source>
        <translation>pour T en descendant depuis min(table[R − 1] + ligne la plus pleine, table[a] + table[R − a])&#xa0;: chercher(ligne 1, 0, oui) à T, jusqu’à un T atteint</translation>
    </message>
    <message>
        <source>threads: one that runs out of work takes the untried rest of the shallowest loop of a busy one</source>
        <translation>fils d’exécution&#xa0;: celui qui n’a plus de travail prend le reste non essayé de la boucle la moins profonde d’un fil occupé</translation>
    </message>
    <message>
        <source>Look a row ahead, remember what failed</source>
        <translation>Regarder une ligne plus loin, retenir les échecs</translation>
    </message>
    <message>
        <source>v4 with two sharper cuts. A pattern is cut when even the fullest row that fits below it cannot make up the difference. And what the rows below can hold depends only on the state the rows above leave (the cells they forbid next, and the k − 2 rows nearest): a state whose whole search fell short of T is remembered, and cut at once when another grid reaches it.</source>
        <translation>La v4 avec deux coupes plus fines. Un motif est coupé quand même la ligne la plus pleine qui peut le suivre ne rattrape pas l’écart. Et ce que les lignes du dessous peuvent contenir ne dépend que de l’état laissé par les lignes du dessus (les cases qu’elles interdisent ensuite, et les k − 2 lignes les plus proches)&#xa0;: un état dont toute la recherche est restée sous T est retenu, et coupé aussitôt quand une autre grille y arrive.</translation>
    </message>
    <message>
        <source>fit[f] ← the most shaded cells of a pattern avoiding the cells f; memo ← empty</source>
        <translation>plein[f] ← le plus de cases noircies d’un motif qui évite les cases f&#xa0;; mémo ← vide</translation>
    </message>
    <message>
        <source>    state ← forbidden, the k − 2 rows above, R − r + 1; if shaded + memo[state] &lt; T: cut   # it failed before</source>
        <translation>    état ← interdites, les k − 2 lignes du dessus, R − r + 1&#xa0;; si noircies + mémo[état] &lt; T&#xa0;: couper   # il a déjà échoué</translation>
    </message>
    <message>
        <source>        if shaded + |p| + fit[the cells p forbids below] + table[R − r − 1] &lt; T: cut p</source>
        <translation>        si noircies + |p| + plein[les cases que p interdit dessous] + table[R − r − 1] &lt; T&#xa0;: couper p</translation>
    </message>
    <message>
        <source>    if no grid of T was found below (and not symmetric): memo[state] ← T − shaded − 1</source>
        <translation>    si aucune grille de T n’a été trouvée dessous (et pas symétrique)&#xa0;: mémo[état] ← T − noircies − 1</translation>
    </message>
    <message>
        <source>Groups of cells as bit masks, a larger symmetry</source>
        <translation>Groupes de cases en masques de bits, une symétrie plus large</translation>
    </message>
    <message>
        <source>Each searched cell comes with the cells its lines then compute; their values are ±z plus a known offset, so shifted copies of the mask of unused numbers give at once every z that fills the whole group. The last group is only counted (a popcount). Swapping the outer rows and columns in pairs keeps a square magic too: with rotations and reflections that makes a group of 32 (64 from order 6), so one square in 32 is searched, one in 64 with the complement.</source>
        <translation>Chaque case cherchée vient avec les cases que ses lignes calculent alors&#xa0;; leurs valeurs valent ±z plus un décalage connu, si bien que des copies décalées du masque des nombres libres donnent d’un coup tous les z qui remplissent le groupe entier. Le dernier groupe est seulement compté (un popcount). Échanger par paires les lignes et les colonnes extérieures garde aussi un carré magique&#xa0;: avec les rotations et les symétries, cela fait un groupe de 32 (64 dès l’ordre 6), si bien qu’on cherche un carré sur 32, un sur 64 avec le complément.</translation>
    </message>
    <message>
        <source>plan ← centre, diagonals, then the line with the fewest empty cells; a group: one searched cell and the cells its lines then compute</source>
        <translation>plan ← centre, diagonales, puis la ligne la moins remplie&#xa0;; un groupe&#xa0;: une case cherchée et les cases que ses lignes calculent alors</translation>
    </message>
    <message>
        <source>rules ← top-left = smallest of the 8 outer diagonal cells; main diagonal: 2nd &lt; 2nd from the end (n ≥ 6: 3rd &lt; 3rd from the end); top-right &lt; bottom-left; odd n: centre ≤ (n²+1)/2</source>
        <translation>règles ← haut gauche = plus petite des 8 cases diagonales extérieures&#xa0;; diagonale principale&#xa0;: 2e &lt; avant-dernière (n ≥ 6&#xa0;: 3e &lt; antépénultième)&#xa0;; haut droite &lt; bas gauche&#xa0;; n impair&#xa0;: centre ≤ (n²+1)/2</translation>
    </message>
    <message>
        <source>tasks ← the values of the first groups; each thread takes the next task from an atomic index</source>
        <translation>tâches ← les valeurs des premiers groupes&#xa0;; chaque fil d’exécution prend la tâche suivante à un index atomique</translation>
    </message>
    <message>
        <source>solve(group):</source>
        <translation>chercher(groupe)&#xa0;:</translation>
    </message>
    <message>
        <source>    if every cell is filled: record the square and its images (8, 32 or 64), twice as many if centre &lt; (n²+1)/2</source>
        <translation>    si toutes les cases sont remplies&#xa0;: enregistrer le carré et ses images (8, 32 ou 64), deux fois plus si centre &lt; (n²+1)/2</translation>
    </message>
    <message>
        <source>    candidates ← unused z whose computed cells ±z + offset are unused too: the unused mask, shifted</source>
        <translation>    candidats ← les z libres dont les cases calculées ±z + décalage sont libres aussi&#xa0;: le masque des libres, décalé</translation>
    </message>
    <message>
        <source>    remove the z that repeat a number in the group, break a finished line or a rule</source>
        <translation>    retirer les z qui répètent un nombre du groupe, faussent une ligne finie ou une règle</translation>
    </message>
    <message>
        <source>    if it is the last group and we only count: squares ← squares + popcount(candidates) × images</source>
        <translation>    si c’est le dernier groupe et qu’on ne fait que compter&#xa0;: carrés ← carrés + popcount(candidats) × images</translation>
    </message>
    <message>
        <source>    for each z in candidates:</source>
        <translation>    pour chaque z de candidats&#xa0;:</translation>
    </message>
    <message>
        <source>        place z and the cells it computes</source>
        <translation>        placer z et les cases qu’il calcule</translation>
    </message>
    <message>
        <source>        solve(next group)</source>
        <translation>        chercher(groupe suivant)</translation>
    </message>
    <message>
        <source>        take them back</source>
        <translation>        les reprendre</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>A few presses turn every light off.</source>
        <translation>Quelques appuis éteignent toutes les lumières.</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>About a quarter of the board to press: chase the lights row by row.</source>
        <translation>Environ un quart des cases à presser&#xa0;: chassez les lumières ligne par ligne.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Many presses: the light chasing needs the right first row.</source>
        <translation>Beaucoup d’appuis&#xa0;: la chasse aux lumières demande la bonne première ligne.</translation>
    </message>
    <message>
        <source>Many numbers given: most lines lack one or two.</source>
        <translation>Beaucoup de nombres donnés&#xa0;: il en manque un ou deux à la plupart des lignes.</translation>
    </message>
    <message>
        <source>Fewer numbers given.</source>
        <translation>Moins de nombres donnés.</translation>
    </message>
    <message>
        <source>As few numbers as the square allows: take any one away and it has several completions.</source>
        <translation>Aussi peu de nombres que le carré le permet&#xa0;: qu’on en retire un seul, et il a plusieurs façons d’être complété.</translation>
    </message>
    <message>
        <source>Many queens given: few squares stay free.</source>
        <translation>Beaucoup de dames données&#xa0;: peu de cases restent libres.</translation>
    </message>
    <message>
        <source>Fewer queens given.</source>
        <translation>Moins de dames données.</translation>
    </message>
    <message>
        <source>As few queens as the board allows: take any one away and it has several completions.</source>
        <translation>Aussi peu de dames que l’échiquier le permet&#xa0;: qu’on en retire une seule, et il a plusieurs façons d’être complété.</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Simple</translation>
    </message>
    <message>
        <source>Singles in a cell are enough: a cell whose other digits are all seen.</source>
        <translation>Les singletons nus suffisent&#xa0;: une case dont tous les autres chiffres sont déjà vus.</translation>
    </message>
    <message>
        <source>Hidden singles as well: the one place left for a digit in a row, column or box.</source>
        <translation>Aussi des singletons cachés&#xa0;: la seule place qui reste à un chiffre dans une ligne, une colonne ou un bloc.</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <source>Pencil marks needed: locked candidates, naked and hidden pairs.</source>
        <translation>Il faut des annotations&#xa0;: candidats verrouillés, paires nues et cachées.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Triples, the X-wing, or a guess where the techniques get stuck.</source>
        <translation>Des triplets, le X-Wing, ou un essai là où les techniques bloquent.</translation>
    </message>
    <message>
        <source>The bands of v4, and the stacks too: in three columns a digit must also take the three boxes in one of six ways. A minirow (three cells of a row in one box) holds three different digits: where only three can go, they are certain there. The guess fixes where a digit goes in a whole band or stack, in the one with the fewest digits left to place; on a grid given with many digits, a cell with two candidates is guessed at once. The processor&apos;s AVX2 or AVX-512 instructions are used when it has them.</source>
        <translation>Les bandes de la v4, et aussi les piles&#xa0;: dans trois colonnes, un chiffre doit lui aussi occuper les trois blocs d’une des six façons possibles. Une mini-ligne (trois cases d’une ligne dans un bloc) contient trois chiffres différents&#xa0;: là où trois seulement peuvent aller, ils y sont certains. L’hypothèse fixe la place d’un chiffre dans toute une bande ou toute une pile, celle qui a le moins de chiffres encore à placer&#xa0;; sur une grille donnée avec beaucoup de chiffres, une case à deux candidats est essayée tout de suite. Les instructions AVX2 ou AVX-512 du processeur sont utilisées quand il les a.</translation>
    </message>
    <message>
        <source>    choose the band or stack with the fewest open digits (then permutations), its digit with the fewest permutations (or a pair cell)</source>
        <translation>    choisir la bande ou la pile qui a le moins de chiffres ouverts (puis de permutations), et son chiffre qui a le moins de permutations (ou une case à deux candidats)</translation>
    </message>
    <message>
        <source>Half boards joined</source>
        <translation>Demi-échiquiers assemblés</translation>
    </message>
    <message>
        <source>for each start (odd N: a queen on the middle column and one on the middle row, the smallest of its 8 images):</source>
        <translation>pour chaque départ (N impair&#xa0;: une dame sur la colonne du milieu et une sur la ligne du milieu, la plus petite de ses 8 images)&#xa0;:</translation>
    </message>
    <message>
        <source>    strips ← every placement of each strip (each half cut in two), by the rows it uses</source>
        <translation>    bandes ← chaque placement de chaque bande (chaque moitié coupée en deux), rangé selon les lignes qu’il occupe</translation>
    </message>
    <message>
        <source>    for each split of the free rows into L (left half) and R (right half), one per symmetry class:</source>
        <translation>    pour chaque partage des lignes libres en G (moitié gauche) et D (moitié droite), un par classe de symétrie&#xa0;:</translation>
    </message>
    <message>
        <source>        lefts ← for each L1 ⊂ L as wide as strip A: strip A on L1 joined with strip B on L \ L1</source>
        <translation>        gauches ← pour chaque G1 ⊂ G aussi large que la bande A&#xa0;: la bande A sur G1 assemblée à la bande B sur G \ G1</translation>
    </message>
    <message>
        <source>            (a pair of strip placements whose diagonals meet is dropped)</source>
        <translation>            (une paire de placements dont les diagonales se rencontrent est écartée)</translation>
    </message>
    <message>
        <source>        rights ← the same on R</source>
        <translation>        droites ← de même sur D</translation>
    </message>
    <message>
        <source>        for each left half board a:</source>
        <translation>        pour chaque demi-échiquier gauche g&#xa0;:</translation>
    </message>
    <message>
        <source>            for each right half board b, 512 at a time:   # one AND per diagonal</source>
        <translation>            pour chaque demi-échiquier droit d, 512 à la fois&#xa0;:   # un ET par diagonale</translation>
    </message>
    <message>
        <source>                if a and b share no diagonal: count the solution and the ones it stands for</source>
        <translation>                si g et d ne partagent aucune diagonale&#xa0;: compter la solution et celles qu’elle représente</translation>
    </message>
    <message>
        <source>mine: %1</source>
        <translation>ma version : %1</translation>
    </message>
    <message>
        <source>The versions so far place the queens one column after another. Here a solution is a left half board and a right half board whose queens share no diagonal: their rows and columns are apart already. For each way to share the rows out between the two halves (one per symmetry class), every half board is made once, by joining two strips of columns made in advance, and the pairs of half boards that share no diagonal are counted without building the whole boards, 512 at a time: each diagonal is a bit, and one AND tests it for 512 pairs. On an odd board the middle row and column are placed first, as v5&apos;s ring.</source>
        <translation>Les versions précédentes posent les dames une colonne après l’autre. Ici, une solution est un demi-échiquier gauche et un demi-échiquier droit dont les dames ne partagent aucune diagonale&#xa0;: leurs lignes et leurs colonnes sont déjà distinctes. Pour chaque façon de répartir les lignes entre les deux moitiés (une par classe de symétrie), chaque demi-échiquier est construit une seule fois, en assemblant deux bandes de colonnes préparées d’avance, et les paires de demi-échiquiers sans diagonale commune sont comptées sans construire les échiquiers entiers, 512 à la fois&#xa0;: chaque diagonale est un bit, et un seul ET la teste pour 512 paires. Sur un échiquier impair, la ligne et la colonne du milieu sont posées d’abord, comme l’anneau de la v5.</translation>
    </message>
</context>
<context>
    <name>AssignmentErrorText</name>
    <message>
        <source>&apos;%1&apos;</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the text is %1 bytes long, more than the %2 bytes an assignment may have</source>
        <translation>le texte fait %1 octets, plus que les %2 octets qu’un devoir peut avoir</translation>
    </message>
    <message>
        <source>these bytes are not UTF-8 text</source>
        <translation>ces octets ne sont pas du texte UTF-8</translation>
    </message>
    <message>
        <source>the assignment has no board: each board starts with a line [board]</source>
        <translation>le devoir n’a aucun plateau&#xa0;: chaque plateau commence par une ligne [board]</translation>
    </message>
    <message>
        <source>an assignment has at most %1 boards</source>
        <translation>un devoir a au plus %1 plateaux</translation>
    </message>
    <message>
        <source>format %1 is not known to this version of the program, which reads format %2</source>
        <translation>le format %1 n’est pas connu de cette version du programme, qui lit le format %2</translation>
    </message>
    <message>
        <source>%1 is not a line of an assignment: write key: value, [board], or # a comment</source>
        <translation>%1 n’est pas une ligne de devoir&#xa0;: écrivez clé: valeur, [board], ou # un commentaire</translation>
    </message>
    <message>
        <source>unknown section [%1]: an assignment has only [board] sections</source>
        <translation>section inconnue [%1]&#xa0;: un devoir n’a que des sections [board]</translation>
    </message>
    <message>
        <source>an indented line continues the value of the key above it, and there is none (a blank line ends a value)</source>
        <translation>une ligne en retrait continue la valeur de la clé au-dessus d’elle, et il n’y en a pas (une ligne vide termine une valeur)</translation>
    </message>
    <message>
        <source>unknown key %1 (the keys here: %2)</source>
        <translation>clé inconnue %1 (les clés ici&#xa0;: %2)</translation>
    </message>
    <message>
        <source>the key %1 is given twice (first on line %2)</source>
        <translation>la clé %1 est donnée deux fois (d’abord ligne %2)</translation>
    </message>
    <message>
        <source>the key &apos;limit&apos; is missing: every board needs a time limit, in the header or its own (limit: 20 x v2)</source>
        <translation>la clé «&#xa0;limit&#xa0;» manque&#xa0;: chaque plateau a besoin d’une limite de temps, dans l’en-tête ou la sienne (limit: 20 x v2)</translation>
    </message>
    <message>
        <source>a board needs one of the keys %1</source>
        <translation>un plateau a besoin de l’une des clés %1</translation>
    </message>
    <message>
        <source>the key %1 is missing</source>
        <translation>la clé %1 manque</translation>
    </message>
    <message>
        <source>%1 is not a value of this key: %2</source>
        <translation>%1 n’est pas une valeur de cette clé&#xa0;: %2</translation>
    </message>
    <message>
        <source>unknown puzzle %1 (the puzzles: %2)</source>
        <translation>casse-tête inconnu %1 (les casse-têtes&#xa0;: %2)</translation>
    </message>
    <message>
        <source>unknown version %1 (this puzzle&apos;s built-in versions: %2)</source>
        <translation>version inconnue %1 (les versions intégrées de ce casse-tête&#xa0;: %2)</translation>
    </message>
    <message>
        <source>a board of size %1: this puzzle&apos;s sizes go from %2 to %3</source>
        <translation>un plateau de taille %1&#xa0;: les tailles de ce casse-tête vont de %2 à %3</translation>
    </message>
    <message>
        <source>this puzzle has no board of %1×%2 with k = %3</source>
        <translation>ce casse-tête n’a pas de plateau de %1×%2 avec k = %3</translation>
    </message>
    <message>
        <source>this puzzle has no board of %1×%2</source>
        <translation>ce casse-tête n’a pas de plateau de %1×%2</translation>
    </message>
    <message>
        <source>the board holds %1 puzzles, more than the %2 a board may hold</source>
        <translation>le plateau contient %1 grilles, plus que les %2 qu’un plateau peut contenir</translation>
    </message>
    <message>
        <source>a board comes from one of size, board and file: %1 follows the one on line %2</source>
        <translation>un plateau vient d’une seule des clés size, board et file&#xa0;: %1 suit celle de la ligne %2</translation>
    </message>
    <message>
        <source>the board written here is not one of this puzzle: %1</source>
        <translation>le plateau écrit ici n’est pas un plateau de ce casse-tête&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot read the file %1</source>
        <translation>impossible de lire le fichier %1</translation>
    </message>
    <message>
        <source>cannot read the assignment</source>
        <translation>impossible de lire le devoir</translation>
    </message>
    <message>
        <source>the file %1 is not one of this puzzle: %2</source>
        <translation>le fichier %1 n’est pas un fichier de ce casse-tête&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, line %2, column %3</source>
        <translation>%1, ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>CheckedRunText</name>
    <message>
        <source>reads before the start of %1</source>
        <translation>lit avant le début de %1</translation>
    </message>
    <message>
        <source>reads past the end of %1</source>
        <translation>lit après la fin de %1</translation>
    </message>
    <message>
        <source>writes before the start of %1</source>
        <translation>écrit avant le début de %1</translation>
    </message>
    <message>
        <source>writes past the end of %1</source>
        <translation>écrit après la fin de %1</translation>
    </message>
    <message>
        <source>uses memory before the start of %1</source>
        <translation>se sert de la mémoire avant le début de %1</translation>
    </message>
    <message>
        <source>uses memory past the end of %1</source>
        <translation>se sert de la mémoire après la fin de %1</translation>
    </message>
    <message>
        <source>%1, declared at line %2</source>
        <translation>%1, déclarée à la ligne %2</translation>
    </message>
    <message>
        <source>reads before the start of a block of %1 bytes</source>
        <translation>lit avant le début d’un bloc de %1 octets</translation>
    </message>
    <message>
        <source>reads past the end of a block of %1 bytes</source>
        <translation>lit après la fin d’un bloc de %1 octets</translation>
    </message>
    <message>
        <source>writes before the start of a block of %1 bytes</source>
        <translation>écrit avant le début d’un bloc de %1 octets</translation>
    </message>
    <message>
        <source>writes past the end of a block of %1 bytes</source>
        <translation>écrit après la fin d’un bloc de %1 octets</translation>
    </message>
    <message>
        <source>uses memory before the start of a block of %1 bytes</source>
        <translation>se sert de la mémoire avant le début d’un bloc de %1 octets</translation>
    </message>
    <message>
        <source>uses memory past the end of a block of %1 bytes</source>
        <translation>se sert de la mémoire après la fin d’un bloc de %1 octets</translation>
    </message>
    <message>
        <source>%1, allocated at line %2</source>
        <translation>%1, alloué à la ligne %2</translation>
    </message>
    <message>
        <source>uses %1, which was never given a value (declared at line %2)</source>
        <translation>se sert de %1, qui n’a jamais reçu de valeur (déclarée à la ligne %2)</translation>
    </message>
    <message>
        <source>uses %1, which was never given a value</source>
        <translation>se sert de %1, qui n’a jamais reçu de valeur</translation>
    </message>
    <message>
        <source>uses memory allocated at line %1 before giving it a value</source>
        <translation>se sert d’une mémoire allouée à la ligne %1 avant de lui donner une valeur</translation>
    </message>
    <message>
        <source>uses a value never set (a variable of the function at line %1)</source>
        <translation>se sert d’une valeur jamais fixée (une variable de la fonction de la ligne %1)</translation>
    </message>
    <message>
        <source>uses a value never set</source>
        <translation>se sert d’une valeur jamais fixée</translation>
    </message>
    <message>
        <source>reads through a null pointer</source>
        <translation>lit à travers un pointeur nul</translation>
    </message>
    <message>
        <source>writes through a null pointer</source>
        <translation>écrit à travers un pointeur nul</translation>
    </message>
    <message>
        <source>uses a null pointer</source>
        <translation>se sert d’un pointeur nul</translation>
    </message>
    <message>
        <source>reads from an address it was never given</source>
        <translation>lit à une adresse qui ne lui a jamais été donnée</translation>
    </message>
    <message>
        <source>writes to an address it was never given</source>
        <translation>écrit à une adresse qui ne lui a jamais été donnée</translation>
    </message>
    <message>
        <source>uses an address it was never given</source>
        <translation>se sert d’une adresse qui ne lui a jamais été donnée</translation>
    </message>
    <message>
        <source>index %1</source>
        <translation>l’indice %1</translation>
    </message>
    <message>
        <source>writes %1, before the start of an array of %2</source>
        <translation>écrit %1, avant le début d’un tableau de %2</translation>
    </message>
    <message>
        <source>reads %1, before the start of an array of %2</source>
        <translation>lit %1, avant le début d’un tableau de %2</translation>
    </message>
    <message>
        <source>writes %1, past the end of an array of %2</source>
        <translation>écrit %1, après la fin d’un tableau de %2</translation>
    </message>
    <message>
        <source>reads %1, past the end of an array of %2</source>
        <translation>lit %1, après la fin d’un tableau de %2</translation>
    </message>
    <message>
        <source>uses memory already freed at line %1</source>
        <translation>se sert d’une mémoire déjà libérée à la ligne %1</translation>
    </message>
    <message>
        <source>uses memory already freed</source>
        <translation>se sert d’une mémoire déjà libérée</translation>
    </message>
    <message>
        <source>uses a local variable after the end of its block</source>
        <translation>se sert d’une variable locale après la fin de son bloc</translation>
    </message>
    <message>
        <source>uses %1 after the end of its block</source>
        <translation>se sert de %1 après la fin de son bloc</translation>
    </message>
    <message>
        <source>frees memory already freed at line %1</source>
        <translation>libère une mémoire déjà libérée à la ligne %1</translation>
    </message>
    <message>
        <source>frees memory already freed</source>
        <translation>libère une mémoire déjà libérée</translation>
    </message>
    <message>
        <source>frees memory the wrong way (`delete` for `new[]`, `delete[]` for `new`, or memory `new` did not give)</source>
        <translation>libère une mémoire de la mauvaise façon (`delete` pour `new[]`, `delete[]` pour `new`, ou une mémoire que `new` n’a pas donnée)</translation>
    </message>
    <message>
        <source>the recursion goes too deep: the stack is full</source>
        <translation>la récursion descend trop profond : la pile est pleine</translation>
    </message>
    <message>
        <source>%1 overflow in %2</source>
        <translation>dépassement de capacité d’un %1 dans %2</translation>
    </message>
    <message>
        <source>%1 overflow</source>
        <translation>dépassement de capacité d’un %1</translation>
    </message>
    <message>
        <source>%1 overflow: %2</source>
        <translation>dépassement de capacité d’un %1 : %2</translation>
    </message>
    <message>
        <source>divides by zero</source>
        <translation>divise par zéro</translation>
    </message>
    <message>
        <source>shifts by a negative count or past the type&apos;s width</source>
        <translation>décale d’un nombre négatif ou plus grand que la largeur du type</translation>
    </message>
    <message>
        <source>a function ends without returning its value</source>
        <translation>une fonction se termine sans renvoyer sa valeur</translation>
    </message>
    <message>
        <source>%1 ends without returning its value</source>
        <translation>%1 se termine sans renvoyer sa valeur</translation>
    </message>
    <message>
        <source>ran out of memory: it may use %1 MiB</source>
        <translation>a manqué de mémoire : elle peut en utiliser %1 Mio</translation>
    </message>
    <message>
        <source>the checked build says: %1</source>
        <translation>la version vérifiée dit : %1</translation>
    </message>
    <message>
        <source>%1 (in %2).</source>
        <translation>%1 (dans %2).</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Checking %1 on this board: built again with checks, then run…</source>
        <translation>Vérification de %1 sur cette grille : compilée de nouveau avec des contrôles, puis exécutée…</translation>
    </message>
    <message>
        <source>No error found: %1 nodes and %2 solutions, as in the timed run.</source>
        <translation>Aucune erreur trouvée : %1 nœuds et %2 solutions, comme dans l’exécution chronométrée.</translation>
    </message>
    <message>
        <source>Values never set were not looked for: install Valgrind (sudo apt install valgrind).</source>
        <translation>Les valeurs jamais fixées n’ont pas été cherchées : installez Valgrind (sudo apt install valgrind).</translation>
    </message>
    <message>
        <source>The search for values never set ran out of time.</source>
        <translation>La recherche des valeurs jamais fixées a manqué de temps.</translation>
    </message>
    <message>
        <source>Valgrind could not run it.</source>
        <translation>Valgrind n’a pas pu l’exécuter.</translation>
    </message>
    <message>
        <source>The check stopped before its end.</source>
        <translation>La vérification s’est arrêtée avant la fin.</translation>
    </message>
    <message>
        <source>The checked build did not compile.</source>
        <translation>La version vérifiée n’a pas compilé.</translation>
    </message>
    <message>
        <source>The sanitizers&apos; libraries are missing (libasan8 and libubsan1, which the package g++ brings).</source>
        <translation>Les bibliothèques des contrôles manquent (libasan8 et libubsan1, qu’apporte le paquet g++).</translation>
    </message>
    <message>
        <source>line %1 of your file: %2.</source>
        <translation>ligne %1 de votre fichier&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <source>candidates</source>
        <translation>candidats</translation>
    </message>
    <message>
        <source>presses_simulated</source>
        <translation>appuis simulés</translation>
    </message>
    <message>
        <source>row_ops</source>
        <translation>opérations sur les lignes</translation>
    </message>
    <message>
        <source>presses</source>
        <translation>appuis</translation>
    </message>
    <message>
        <source>nullity</source>
        <translation>dimension du noyau</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>feuilles</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>rangées</translation>
    </message>
    <message>
        <source>cuts</source>
        <translation>coupes</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>classes</translation>
    </message>
    <message>
        <source>best</source>
        <translation>meilleur</translation>
    </message>
    <message>
        <source>bound_cuts</source>
        <translation>coupes par la borne</translation>
    </message>
    <message>
        <source>symmetry_cuts</source>
        <translation>coupes par symétrie</translation>
    </message>
    <message>
        <source>guesses</source>
        <translation>hypothèses</translation>
    </message>
    <message>
        <source>singles</source>
        <translation>singletons</translation>
    </message>
    <message>
        <source>starts</source>
        <translation>départs</translation>
    </message>
    <message>
        <source>memo_cuts</source>
        <translation>coupes par le mémo</translation>
    </message>
    <message>
        <source>row_splits</source>
        <translation>partages des lignes</translation>
    </message>
    <message>
        <source>strip_placements</source>
        <translation>placements de bandes</translation>
    </message>
    <message>
        <source>half_boards</source>
        <translation>demi-échiquiers</translation>
    </message>
    <message>
        <source>strip_pairs_tested</source>
        <translation>paires de bandes testées</translation>
    </message>
    <message>
        <source>half_pairs_tested</source>
        <translation>paires de moitiés testées</translation>
    </message>
    <message>
        <source>invalid_solutions</source>
        <translation>solutions fausses</translation>
    </message>
    <message>
        <source>pairs_matched</source>
        <translation>paires assorties</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>try</source>
        <translation>essai</translation>
    </message>
    <message>
        <source>place</source>
        <translation>placement</translation>
    </message>
    <message>
        <source>take back</source>
        <translation>retrait</translation>
    </message>
    <message>
        <source>reject</source>
        <translation>rejet</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>coupe</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>solution</translation>
    </message>
    <message>
        <source>new bound</source>
        <translation>nouvelle borne</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fin</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>the picture could not be encoded</source>
        <translation>l’image n’a pas pu être encodée</translation>
    </message>
</context>
<context>
    <name>Grading</name>
    <message>
        <source>not graded</source>
        <translation>pas noté</translation>
    </message>
    <message>
        <source>What it printed last:</source>
        <translation>Ce qu’il a écrit en dernier&#xa0;:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>Grade: %1</source>
        <translation>Note&#xa0;: %1</translation>
    </message>
    <message>
        <source>The compiler&apos;s messages:</source>
        <translation>Les messages du compilateur&#xa0;:</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Graded by Puzzle Workbench %1. A hidden board shows only whether it passed: the boards you were not given stay unknown.</source>
        <translation>Noté par Puzzle Workbench %1. Un plateau caché ne dit que s’il est réussi&#xa0;: les plateaux qui ne vous ont pas été donnés restent inconnus.</translation>
    </message>
    <message>
        <source>the first solution</source>
        <translation>la première solution</translation>
    </message>
    <message>
        <source>every solution</source>
        <translation>toutes les solutions</translation>
    </message>
    <message>
        <source>the solutions counted</source>
        <translation>les solutions comptées</translation>
    </message>
    <message>
        <source>segmentation fault: memory it may not touch, or a stack too deep</source>
        <translation>erreur de segmentation&#xa0;: une mémoire à laquelle il ne peut pas toucher, ou une pile trop profonde</translation>
    </message>
    <message>
        <source>abort</source>
        <translation>abandon</translation>
    </message>
    <message>
        <source>arithmetic error: a division by zero?</source>
        <translation>erreur arithmétique&#xa0;: une division par zéro&#xa0;?</translation>
    </message>
    <message>
        <source>illegal instruction</source>
        <translation>instruction illégale</translation>
    </message>
    <message>
        <source>bus error</source>
        <translation>erreur de bus</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <source>a system call the sandbox refuses</source>
        <translation>un appel système que le bac à sable refuse</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>faux</translation>
    </message>
    <message>
        <source>did not compile</source>
        <translation>ne compile pas</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>planté</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>hors délai</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>mémoire épuisée</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échoué</translation>
    </message>
    <message>
        <source>Hidden board %1</source>
        <translation>Plateau caché %1</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Plateau %1</translation>
    </message>
    <message>
        <source>Board %1: %2</source>
        <translation>Plateau %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, k = %2</source>
        <translation>%1, k = %2</translation>
    </message>
    <message>
        <source>%1, torus</source>
        <translation>%1, tore</translation>
    </message>
    <message>
        <source>%1, as given</source>
        <translation>%1, tel que donné</translation>
    </message>
    <message>
        <source>the puzzles given (%1)</source>
        <translation>les grilles données (%1)</translation>
    </message>
    <message>
        <source>the puzzles of %1 (%2)</source>
        <translation>les grilles de %1 (%2)</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 ne peut pas être lu.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 est vide.</translation>
    </message>
    <message>
        <source>%1 is not a text file: line %2, column %3 holds a byte that is not UTF-8 text.</source>
        <translation>%1 n’est pas un fichier texte&#xa0;: la ligne %2, colonne %3, contient un octet qui n’est pas du texte UTF-8.</translation>
    </message>
    <message>
        <source>%1 has %2 bytes, more than a version may have (%3).</source>
        <translation>%1 fait %2 octets, plus qu’une version ne peut en avoir (%3).</translation>
    </message>
    <message>
        <source>%1 includes no puzzle header (#include &lt;puzzle_workbench/%2.h&gt; or %3).</source>
        <translation>%1 n’inclut aucun en-tête de casse-tête (#include &lt;puzzle_workbench/%2.h&gt; ou %3).</translation>
    </message>
    <message>
        <source>%1 is written for another puzzle: line %2 includes puzzle_workbench/%3.h.</source>
        <translation>%1 est écrit pour un autre casse-tête&#xa0;: la ligne %2 inclut puzzle_workbench/%3.h.</translation>
    </message>
    <message>
        <source>There is no C++ compiler on the grading machine (the Debian package g++).</source>
        <translation>Il n’y a pas de compilateur C++ sur la machine qui note (le paquet Debian g++).</translation>
    </message>
    <message>
        <source>The puzzle headers and the runtime library are not installed on the grading machine.</source>
        <translation>Les en-têtes des casse-têtes et la bibliothèque d’exécution ne sont pas installés sur la machine qui note.</translation>
    </message>
    <message>
        <source>The sandbox (bubblewrap) cannot start on the grading machine.</source>
        <translation>Le bac à sable (bubblewrap) ne peut pas démarrer sur la machine qui note.</translation>
    </message>
    <message>
        <source>%1 did not compile.</source>
        <translation>%1 ne compile pas.</translation>
    </message>
    <message>
        <source>%1 defines no search function (void search(pw::...&amp;)).</source>
        <translation>%1 ne définit pas la fonction void search(pw::...&amp;).</translation>
    </message>
    <message>
        <source>%1 defines main (line %2), which the workbench supplies: remove it.</source>
        <translation>%1 définit main (ligne %2), que l’atelier fournit&#xa0;: retirez-la.</translation>
    </message>
    <message>
        <source>The compiler ran out of time or memory on %1.</source>
        <translation>Le compilateur a manqué de temps ou de mémoire sur %1.</translation>
    </message>
    <message>
        <source>It crashed: %1.</source>
        <translation>Il a planté&#xa0;: %1.</translation>
    </message>
    <message>
        <source>It crashed: %1 (%2).</source>
        <translation>Il a planté&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <source>It was ended by an exception it did not catch.</source>
        <translation>Il a été arrêté par une exception qu’il n’a pas rattrapée.</translation>
    </message>
    <message>
        <source>It was ended by an exception it did not catch: %1</source>
        <translation>Il a été arrêté par une exception qu’il n’a pas rattrapée&#xa0;: %1</translation>
    </message>
    <message>
        <source>It ran out of memory (the limit is %1 MiB).</source>
        <translation>Il a épuisé la mémoire (la limite est de %1&#xa0;Mio).</translation>
    </message>
    <message>
        <source>It ran out of processor time (the limit is %1 s).</source>
        <translation>Il a épuisé le temps de processeur (la limite est de %1&#xa0;s).</translation>
    </message>
    <message>
        <source>It wrote a file past the size limit (%1 MiB).</source>
        <translation>Il a écrit un fichier au-delà de la taille permise (%1&#xa0;Mio).</translation>
    </message>
    <message>
        <source>It ended before its search returned (exit status %1).</source>
        <translation>Il s’est terminé avant que sa recherche ne revienne (code de sortie %1).</translation>
    </message>
    <message>
        <source>It sent what the runtime never sends (did it write to descriptor 3?).</source>
        <translation>Il a envoyé ce que la bibliothèque d’exécution n’envoie jamais (a-t-il écrit sur le descripteur 3&#xa0;?).</translation>
    </message>
    <message>
        <source>It was written for another puzzle.</source>
        <translation>Il a été écrit pour un autre casse-tête.</translation>
    </message>
    <message>
        <source>The board is larger than the puzzle&apos;s header holds.</source>
        <translation>Le plateau est plus grand que ce que contient l’en-tête du casse-tête.</translation>
    </message>
    <message>
        <source>It could not start on the grading machine: %1</source>
        <translation>Il n’a pas pu démarrer sur la machine qui note&#xa0;: %1</translation>
    </message>
    <message>
        <source>On puzzle %1 of %2:</source>
        <translation>Sur la grille %1 sur %2&#xa0;:</translation>
    </message>
    <message>
        <source>It was stopped past the limit of %1.</source>
        <translation>Il a été arrêté au-delà de la limite de %1.</translation>
    </message>
    <message>
        <source>Solutions it reported that are not solutions: %1 of %2.</source>
        <translation>Solutions annoncées qui n’en sont pas&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <source>The first: %1</source>
        <translation>La première&#xa0;: %1</translation>
    </message>
    <message>
        <source>Best score found: %1, as %2.</source>
        <translation>Meilleur score trouvé&#xa0;: %1, comme %2.</translation>
    </message>
    <message>
        <source>Solutions found: %1, as %2.</source>
        <translation>Solutions trouvées&#xa0;: %1, comme %2.</translation>
    </message>
    <message>
        <source>Best score found: %1; %2 finds %3.</source>
        <translation>Meilleur score trouvé&#xa0;: %1&#xa0;; %2 trouve %3.</translation>
    </message>
    <message>
        <source>Solutions found: %1; %2 finds %3.</source>
        <translation>Solutions trouvées&#xa0;: %1&#xa0;; %2 en trouve %3.</translation>
    </message>
    <message>
        <source>On puzzle %1 it found another result than %2.</source>
        <translation>Sur la grille %1, il a trouvé un autre résultat que %2.</translation>
    </message>
    <message>
        <source>%1 (%2 × %3, the time of %4)</source>
        <translation>%1 (%2 × %3, le temps de %4)</translation>
    </message>
    <message>
        <source>%1, the least limit (%2 × %3, the time of %4, is less)</source>
        <translation>%1, la limite minimale (%2 × %3, le temps de %4, donne moins)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Times: %1; median: %2; limit: %3.</source>
        <translation>Temps&#xa0;: %1&#xa0;; médiane&#xa0;: %2&#xa0;; limite&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Nodes: %1, as %2 (+%3).</source>
        <translation>Nœuds&#xa0;: %1, comme %2 (+%3).</translation>
    </message>
    <message>
        <source>Nodes: %1; %2 visits %3.</source>
        <translation>Nœuds&#xa0;: %1&#xa0;; %2 en visite %3.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Grade: %1.</source>
        <translation>Note&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <translation>%1&#xa0;: %2, %3.</translation>
    </message>
    <message>
        <source>Details: %1.html</source>
        <translation>Détails&#xa0;: %1.html</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1&#xa0;min</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>attention</translation>
    </message>
    <message>
        <source>It tried to start a new process (fork): a version runs alone.</source>
        <translation>Il a essayé de lancer un nouveau processus (fork)&#xa0;: une version s’exécute seule.</translation>
    </message>
    <message>
        <source>It tried to run another program (exec): a version runs alone.</source>
        <translation>Il a essayé de lancer un autre programme (exec)&#xa0;: une version s’exécute seule.</translation>
    </message>
    <message>
        <source>It started more than %1 threads at once: a version may run %1.</source>
        <translation>Il a lancé plus de %1 fils d’exécution à la fois&#xa0;: une version peut en avoir %1.</translation>
    </message>
    <message>
        <source>It tried to open a connection (socket): a version has no network.</source>
        <translation>Il a essayé d’ouvrir une connexion (socket)&#xa0;: une version n’a pas de réseau.</translation>
    </message>
    <message>
        <source>It tried to write %1: a version may write files only in its private /tmp.</source>
        <translation>Il a essayé d’écrire %1&#xa0;: une version ne peut écrire de fichiers que dans son /tmp privé.</translation>
    </message>
    <message>
        <source>It tried to open %1: a version sees only /usr and its private /tmp.</source>
        <translation>Il a essayé d’ouvrir %1&#xa0;: une version ne voit que /usr et son /tmp privé.</translation>
    </message>
    <message>
        <source>It made a call the sandbox refuses (a new process, another program or a connection).</source>
        <translation>Il a fait un appel que le bac à sable refuse (un nouveau processus, un autre programme ou une connexion).</translation>
    </message>
    <message>
        <source>It made a system call the sandbox refuses (number %1).</source>
        <translation>Il a fait un appel système que le bac à sable refuse (numéro %1).</translation>
    </message>
    <message>
        <source>It did what the sandbox refuses.</source>
        <translation>Il a fait ce que le bac à sable refuse.</translation>
    </message>
    <message>
        <source>It ran out of memory (the limit is %1 MiB): an allocation returned null, and the null pointer was used.</source>
        <translation>Il a épuisé la mémoire (la limite est de %1&#xa0;Mio)&#xa0;: une allocation a rendu un pointeur nul, et ce pointeur a été utilisé.</translation>
    </message>
    <message>
        <source>A checking tool reported an error.</source>
        <translation>Un outil de vérification a signalé une erreur.</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>la case ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>line %1 of your file: </source>
        <translation>ligne %1 de votre fichier&#xa0;: </translation>
    </message>
    <message>
        <source>line %1 of your file: %2: </source>
        <translation>ligne %1 de votre fichier&#xa0;: %2&#xa0;: </translation>
    </message>
    <message>
        <source>%1 is off the board (your calls count rows and columns from 0, the board from 1).</source>
        <translation>%1 est hors du plateau (vos appels comptent lignes et colonnes à partir de 0, le plateau à partir de 1).</translation>
    </message>
    <message>
        <source>%1 is taken already: take it back first.</source>
        <translation>%1 est déjà prise&#xa0;: reprenez-la d’abord.</translation>
    </message>
    <message>
        <source>there is nothing to take back at %1.</source>
        <translation>il n’y a rien à retirer en %1.</translation>
    </message>
    <message>
        <source>%1 holds a number of the puzzle itself.</source>
        <translation>%1 contient un nombre donné par le casse-tête lui-même.</translation>
    </message>
    <message>
        <source>%1 is not between 1 and %2.</source>
        <translation>%1 n’est pas entre 1 et %2.</translation>
    </message>
    <message>
        <source>the board is larger than the puzzle&apos;s header holds.</source>
        <translation>le plateau est plus grand que ce que contient l’en-tête du casse-tête.</translation>
    </message>
    <message>
        <source>a call the board cannot carry out.</source>
        <translation>un appel que le plateau ne peut pas exécuter.</translation>
    </message>
</context>
<context>
    <name>LessonErrorText</name>
    <message>
        <source>&apos;%1&apos;</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the text is %1 bytes long, more than the %2 bytes a lesson may have</source>
        <translation>le texte fait %1 octets, plus que les %2 octets qu’une leçon peut avoir</translation>
    </message>
    <message>
        <source>these bytes are not UTF-8 text</source>
        <translation>ces octets ne sont pas du texte UTF-8</translation>
    </message>
    <message>
        <source>the lesson has no step: each step starts with a line [step]</source>
        <translation>la leçon n’a aucune étape&#xa0;: chaque étape commence par une ligne [step]</translation>
    </message>
    <message>
        <source>a lesson has at most %1 steps</source>
        <translation>une leçon a au plus %1 étapes</translation>
    </message>
    <message>
        <source>format %1 is not known to this version of the program, which reads format %2</source>
        <translation>le format %1 n’est pas connu de cette version du programme, qui lit le format %2</translation>
    </message>
    <message>
        <source>%1 is not a line of a lesson: write key: value, [step], or # a comment</source>
        <translation>%1 n’est pas une ligne de leçon&#xa0;: écrivez clé: valeur, [step], ou # un commentaire</translation>
    </message>
    <message>
        <source>unknown section [%1]: a lesson has only [step] sections</source>
        <translation>section inconnue [%1]&#xa0;: une leçon n’a que des sections [step]</translation>
    </message>
    <message>
        <source>an indented line continues the value of the key above it, and there is none (a blank line ends a value)</source>
        <translation>une ligne en retrait continue la valeur de la clé au-dessus d’elle, et il n’y en a pas (une ligne vide termine une valeur)</translation>
    </message>
    <message>
        <source>unknown key %1 (the keys here: %2)</source>
        <translation>clé inconnue %1 (les clés ici&#xa0;: %2)</translation>
    </message>
    <message>
        <source>the key %1 is given twice (first on line %2)</source>
        <translation>la clé %1 est donnée deux fois (d’abord à la ligne %2)</translation>
    </message>
    <message>
        <source>the key %1 is missing</source>
        <translation>la clé %1 manque</translation>
    </message>
    <message>
        <source>%1 is not a value of this key: %2</source>
        <translation>%1 n’est pas une valeur de cette clé&#xa0;: %2</translation>
    </message>
    <message>
        <source>unknown puzzle %1 (the puzzles: %2)</source>
        <translation>casse-tête inconnu %1 (les casse-tête&#xa0;: %2)</translation>
    </message>
    <message>
        <source>unknown version %1 (this puzzle has %2)</source>
        <translation>version inconnue %1 (ce casse-tête a %2)</translation>
    </message>
    <message>
        <source>the board written under this line is not one of this puzzle</source>
        <translation>le plateau écrit sous cette ligne n’est pas un plateau de ce casse-tête</translation>
    </message>
    <message>
        <source>a board of size %1: this puzzle&apos;s sizes go from %2 to %3</source>
        <translation>un plateau de taille %1&#xa0;: les tailles de ce casse-tête vont de %2 à %3</translation>
    </message>
    <message>
        <source>%1 is not a figure: write {checks}, {time@v1}, {counter:NAME} or {ratio:checks@v1/checks@v2}, and {{ for a brace</source>
        <translation>%1 n’est pas un chiffre&#xa0;: écrivez {checks}, {time@v1}, {counter:NOM} ou {ratio:checks@v1/checks@v2}, et {{ pour une accolade</translation>
    </message>
    <message>
        <source>unknown figure %1 (the figures: %2)</source>
        <translation>chiffre inconnu %1 (les chiffres&#xa0;: %2)</translation>
    </message>
    <message>
        <source>unknown counter %1 (this version counts: %2)</source>
        <translation>compteur inconnu %1 (cette version compte&#xa0;: %2)</translation>
    </message>
    <message>
        <source>the text quotes a figure of %1, which this step does not run (a step quotes the version it runs, or any version when it compares them)</source>
        <translation>le texte cite un chiffre de %1, que cette étape n’exécute pas (une étape cite la version qu’elle exécute, ou toute version quand elle les compare)</translation>
    </message>
    <message>
        <source>unknown sample %1 (this puzzle&apos;s samples: %2)</source>
        <translation>exemple inconnu %1 (les exemples de ce casse-tête&#xa0;: %2)</translation>
    </message>
    <message>
        <source>%1, line %2: the board written under this line is not one of this puzzle. %3</source>
        <translation>%1, ligne %2&#xa0;: le plateau écrit sous cette ligne n’est pas un plateau de ce casse-tête. %3</translation>
    </message>
    <message>
        <source>%1, line %2, column %3</source>
        <translation>%1, ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>There is no built-in lesson %1.</source>
        <translation>Il n’y a pas de leçon intégrée %1.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>LightsOutBoard</name>
    <message>
        <source>The board shows at most %1 lights on a side; this board is %2×%3.</source>
        <translation>La grille affiche au plus %1 lumières par côté&#xa0;; celle-ci fait %2×%3.</translation>
    </message>
    <message>
        <source>open a board</source>
        <translation>l’ouverture d’une grille</translation>
    </message>
</context>
<context>
    <name>LightsOutNotices</name>
    <message>
        <source>Light chasing tries every set of first-row presses: %1 free presses are too many (%2 at most); linear algebra solves this board.</source>
        <translation>La chasse aux lumières essaie tous les ensembles d’appuis de la première ligne&#xa0;: %1 appuis libres, c’est trop (%2 au plus)&#xa0;; l’algèbre linéaire résout cette grille.</translation>
    </message>
    <message>
        <source>%1 solutions are too many to list (%2 at most).</source>
        <translation>%1 solutions, c’est trop pour les lister (%2 au plus).</translation>
    </message>
    <message>
        <source>%1 solutions counted from the dimension of the null space, not listed.</source>
        <translation>%1 solutions comptées d’après la dimension du noyau, sans être listées.</translation>
    </message>
    <message numerus="yes">
        <source>Not solvable: every press toggles an even number of the %1 lights of a quiet pattern, so the parity of the lit ones among them never changes; %2 of them is (are) lit, an odd number, so they can never all be off.</source>
        <translation>
            <numerusform>Insoluble&#xa0;: chaque appui inverse un nombre pair des %1 lumières d’un motif neutre, donc la parité des allumées parmi elles ne change jamais&#xa0;; %2 d’entre elles est allumée, un nombre impair&#xa0;: elles ne pourront jamais être toutes éteintes.</numerusform>
            <numerusform>Insoluble&#xa0;: chaque appui inverse un nombre pair des %1 lumières d’un motif neutre, donc la parité des allumées parmi elles ne change jamais&#xa0;; %2 d’entre elles sont allumées, un nombre impair&#xa0;: elles ne pourront jamais être toutes éteintes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This version simulates presses on boards of %2 light(s) at most, not %1: light chasing or linear algebra solves this board.</source>
        <translation>
            <numerusform>Cette version simule les appuis sur des grilles de %2 lumière au plus, pas %1&#xa0;: la chasse aux lumières ou l’algèbre linéaire résout cette grille.</numerusform>
            <numerusform>Cette version simule les appuis sur des grilles de %2 lumières au plus, pas %1&#xa0;: la chasse aux lumières ou l’algèbre linéaire résout cette grille.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewest presses not proven: %1 quiet patterns give %2 solutions, too many to try them all. A descent by blocks of %3 patterns (%4) found this one, with %5: a local minimum.</source>
        <translation>Nombre minimal d’appuis non prouvé&#xa0;: %1 motifs neutres donnent %2 solutions, trop pour les essayer toutes. Une descente par blocs de %3 motifs (%4) a trouvé celle-ci, avec %5&#xa0;: un minimum local.</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n press(es)</source>
        <translation>
            <numerusform>%n appui</numerusform>
            <numerusform>%n appuis</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MagicBoard</name>
    <message>
        <source>The text holds no square.</source>
        <translation>Le texte ne contient aucun carré.</translation>
    </message>
    <message>
        <source>The board shows orders %1 to %2; this square has order %3.</source>
        <translation>Le plateau affiche les ordres %1 à %2&#xa0;; ce carré est d’ordre %3.</translation>
    </message>
    <message>
        <source>open a square</source>
        <translation>l’ouverture d’un carré</translation>
    </message>
</context>
<context>
    <name>MagicNotices</name>
    <message>
        <source>A magic square has order %2 or more, not %1.</source>
        <translation>Un carré magique est d’ordre %2 au moins, pas %1.</translation>
    </message>
    <message>
        <source>Orders above %2 are not supported, and this square has order %1.</source>
        <translation>Les ordres au-delà de %2 ne sont pas pris en charge, et ce carré est d’ordre %1.</translation>
    </message>
    <message>
        <source>The number %1 (row %2, column %3) is not between 1 and %4.</source>
        <translation>Le nombre %1 (ligne %2, colonne %3) n’est pas compris entre 1 et %4.</translation>
    </message>
    <message>
        <source>The number %1 is given twice (row %2, column %3).</source>
        <translation>Le nombre %1 est donné deux fois (ligne %2, colonne %3).</translation>
    </message>
    <message>
        <source>A magic square has as many rows as columns, not %1×%2.</source>
        <translation>Un carré magique a autant de lignes que de colonnes, pas %1×%2.</translation>
    </message>
    <message>
        <source>This version keeps the numbers in a 64-bit mask: order %2 at most, not %1.</source>
        <translation>Cette version garde les nombres dans un masque de 64 bits&#xa0;: ordre %2 au plus, pas %1.</translation>
    </message>
    <message>
        <source>Cells are given: symmetry does not apply, so this is the search of v4, on one thread.</source>
        <translation>Des cases sont données&#xa0;: la symétrie ne s’applique pas, c’est donc la recherche de la v4 qui tourne, sur un seul fil d’exécution.</translation>
    </message>
    <message numerus="yes">
        <source>A square of order %1 has %2 cell(s), not %3.</source>
        <translation>
            <numerusform>Un carré d’ordre %1 a %2 case, pas %3.</numerusform>
            <numerusform>Un carré d’ordre %1 a %2 cases, pas %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 task(s) of %2 (a task is the values of %3 of the fill order).</source>
        <translation>
            <numerusform>Arrêtée après %1 tâche sur %2 (une tâche&#xa0;: les valeurs prises par %3 dans l’ordre de remplissage).</numerusform>
            <numerusform>Arrêtée après %1 tâches sur %2 (une tâche&#xa0;: les valeurs prises par %3 dans l’ordre de remplissage).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first %n cell(s)</source>
        <translation>
            <numerusform>la première case</numerusform>
            <numerusform>les %n premières cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 task(s) of %2 (a task is the values of %3).</source>
        <translation>
            <numerusform>Arrêtée après %1 tâche sur %2 (une tâche&#xa0;: les valeurs prises par %3).</numerusform>
            <numerusform>Arrêtée après %1 tâches sur %2 (une tâche&#xa0;: les valeurs prises par %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first %n searched cell(s)</source>
        <translation>
            <numerusform>la première case cherchée</numerusform>
            <numerusform>les %n premières cases cherchées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MergeText</name>
    <message numerus="yes">
        <source>%1 never visits %2 of %3&apos;s %4 node(s).</source>
        <translation>
            <numerusform>%1 ne visite jamais %2 du %4 nœud de %3.</numerusform>
            <numerusform>%1 ne visite jamais %2 des %4 nœuds de %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drawn as usual: the %1 node(s) both visit. Hollow dashed triangles: what only %2 visits.</source>
        <translation>
            <numerusform>Dessiné comme d’habitude&#xa0;: le %1 nœud que les deux visitent. Triangles creux en pointillés&#xa0;: ce que seule %2 visite.</numerusform>
            <numerusform>Dessinés comme d’habitude&#xa0;: les %1 nœuds que les deux visitent. Triangles creux en pointillés&#xa0;: ce que seule %2 visite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Upside-down triangles: what only %1 visits.</source>
        <translation>Triangles à l’envers&#xa0;: ce que seule %1 visite.</translation>
    </message>
    <message>
        <source>Stopped before the end: these are the counts so far.</source>
        <translation>Arrêtée avant la fin&#xa0;: ce sont les comptes jusque-là.</translation>
    </message>
    <message>
        <source>%1 and %2 do not decide the same things in the same order (a symmetry, another order or half boards joined): their trees are shown side by side, not matched.</source>
        <translation>%1 et %2 ne décident pas les mêmes choses dans le même ordre (une symétrie, un autre ordre ou des demi-échiquiers assemblés)&#xa0;: leurs arbres sont montrés côte à côte, sans être appariés.</translation>
    </message>
    <message>
        <source>One of them starts from decisions it takes as given (a task&apos;s first queens), which the other searches: the trees of %1 and %2 are shown side by side.</source>
        <translation>L’une des deux part de décisions qu’elle tient pour acquises (les premières dames d’une tâche), que l’autre cherche&#xa0;: les arbres de %1 et de %2 sont montrés côte à côte.</translation>
    </message>
    <message>
        <source>One of them counts work its tree does not trace (a table filled before the search): the trees of %1 and %2 are shown side by side.</source>
        <translation>L’une des deux compte un travail que son arbre ne trace pas (une table remplie avant la recherche)&#xa0;: les arbres de %1 et de %2 sont montrés côte à côte.</translation>
    </message>
    <message>
        <source>At depth %3 both go deeper but on no decision in common (another cell chosen): the trees of %1 and %2 are shown side by side.</source>
        <translation>À la profondeur %3, les deux descendent mais sur aucune décision commune (une autre case choisie)&#xa0;: les arbres de %1 et de %2 sont montrés côte à côte.</translation>
    </message>
    <message>
        <source>At depth %3 both make the same decisions in another order: the trees of %1 and %2 are shown side by side.</source>
        <translation>À la profondeur %3, les deux prennent les mêmes décisions dans un autre ordre&#xa0;: les arbres de %1 et de %2 sont montrés côte à côte.</translation>
    </message>
    <message>
        <source>The tree of %2 has more nodes than a merge holds (%3): choose %2 first and merge it with %1.</source>
        <translation>L’arbre de %2 a plus de nœuds qu’une fusion n’en garde (%3)&#xa0;: choisissez d’abord %2 et fusionnez-la avec %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — only %2 visits these %3 node(s).</source>
        <translation>
            <numerusform>%1 — seule %2 visite ce %3 nœud.</numerusform>
            <numerusform>%1 — seule %2 visite ces %3 nœuds.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 refuses them at line %2: “%3”.</source>
        <translation>%1 les refuse à la ligne %2&#xa0;: «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <source>%1 names no line that refuses them.</source>
        <translation>%1 ne nomme aucune ligne qui les refuse.</translation>
    </message>
    <message>
        <source>%1 — both visit it.</source>
        <translation>%1 — les deux le visitent.</translation>
    </message>
    <message numerus="yes">
        <source>Below it, %1 node(s) only %2 visits.</source>
        <translation>
            <numerusform>En dessous, %1 nœud que seule %2 visite.</numerusform>
            <numerusform>En dessous, %1 nœuds que seule %2 visite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging %1 with %2: running %3, %4 node(s) so far…</source>
        <translation>
            <numerusform>Fusion de %1 avec %2&#xa0;: exécution de %3, %4 nœud jusqu’ici…</numerusform>
            <numerusform>Fusion de %1 avec %2&#xa0;: exécution de %3, %4 nœuds jusqu’ici…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OwnVersionText</name>
    <message>
        <source>%1 (segmentation fault: memory it may not touch, or a recursion too deep)</source>
        <translation>%1 (erreur de segmentation : une mémoire qu’elle ne peut pas toucher, ou une récursion trop profonde)</translation>
    </message>
    <message>
        <source>%1 (abort)</source>
        <translation>%1 (arrêt brutal, abort)</translation>
    </message>
    <message>
        <source>%1 (arithmetic error: a division by zero?)</source>
        <translation>%1 (erreur arithmétique : une division par zéro ?)</translation>
    </message>
    <message>
        <source>%1 (illegal instruction)</source>
        <translation>%1 (instruction illégale)</translation>
    </message>
    <message>
        <source>%1 (bus error)</source>
        <translation>%1 (erreur de bus)</translation>
    </message>
    <message>
        <source>%1 (killed)</source>
        <translation>%1 (tuée)</translation>
    </message>
    <message>
        <source>%1 (a system call the sandbox refuses)</source>
        <translation>%1 (un appel système que le bac à sable refuse)</translation>
    </message>
    <message>
        <source>%1: error: %2</source>
        <translation>%1 : erreur : %2</translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation>%1 : avertissement : %2</translation>
    </message>
    <message>
        <source>%1: note: %2</source>
        <translation>%1 : note : %2</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 ne peut pas être lu.</translation>
    </message>
    <message>
        <source>%1 is empty: write a search function in it (see the examples).</source>
        <translation>%1 est vide : écrivez-y la fonction de recherche (voyez les exemples).</translation>
    </message>
    <message>
        <source>%1 is not a text file: line %2, column %3 holds a byte that is not text.</source>
        <translation>%1 n’est pas un fichier texte : la ligne %2, colonne %3, contient un octet qui n’est pas du texte.</translation>
    </message>
    <message>
        <source>%1 is %2 bytes long; a version may have %3 at most.</source>
        <translation>%1 fait %2 octets ; une version en a %3 au plus.</translation>
    </message>
    <message>
        <source>%1 includes no puzzle header: its first line should be #include &lt;puzzle_workbench/%2.h&gt; (or %3).</source>
        <translation>%1 n’inclut l’en-tête d’aucun casse-tête : sa première ligne devrait être #include &lt;puzzle_workbench/%2.h&gt; (ou %3).</translation>
    </message>
    <message>
        <source>%1, line %2, includes the header of another puzzle (%3.h).</source>
        <translation>%1, ligne %2, inclut l’en-tête d’un autre casse-tête (%3.h).</translation>
    </message>
    <message>
        <source>No C++ compiler is installed: install the Debian package g++ (sudo apt install g++).</source>
        <translation>Aucun compilateur C++ n’est installé : installez le paquet Debian g++ (sudo apt install g++).</translation>
    </message>
    <message>
        <source>The puzzle headers and the runtime library are not installed next to the program.</source>
        <translation>Les en-têtes des casse-têtes et la bibliothèque d’exécution ne sont pas installés à côté du programme.</translation>
    </message>
    <message>
        <source>The sandbox (bubblewrap) cannot start on this computer.</source>
        <translation>Le bac à sable (bubblewrap) ne peut pas démarrer sur cet ordinateur.</translation>
    </message>
    <message numerus="yes">
        <source>%1 did not compile (%n error(s)); the first: %2</source>
        <translation>
            <numerusform>%1 ne compile pas (%n erreur) ; la première : %2</numerusform>
            <numerusform>%1 ne compile pas (%n erreurs) ; la première : %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 did not compile.</source>
        <translation>%1 ne compile pas.</translation>
    </message>
    <message>
        <source>%1 defines no %2: that function is the version.</source>
        <translation>%1 ne définit pas %2 : c’est cette fonction qui est la version.</translation>
    </message>
    <message>
        <source>%1, line %2, defines main: the workbench supplies it; remove it.</source>
        <translation>%1, ligne %2, définit main : l’atelier la fournit ; supprimez-la.</translation>
    </message>
    <message>
        <source>The compiler ran out of time or memory on %1.</source>
        <translation>Le compilateur a manqué de temps ou de mémoire sur %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 reported solutions are not solutions.</source>
        <translation>
            <numerusform>%n des %1 solutions annoncées n’est pas une solution.</numerusform>
            <numerusform>%n des %1 solutions annoncées ne sont pas des solutions.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your version crashed: %1.</source>
        <translation>Votre version a planté : %1.</translation>
    </message>
    <message>
        <source>Your version ended by an exception nobody caught.</source>
        <translation>Votre version s’est arrêtée sur une exception que personne n’a attrapée.</translation>
    </message>
    <message>
        <source>Your version ended by an exception nobody caught: %1</source>
        <translation>Votre version s’est arrêtée sur une exception que personne n’a attrapée : %1</translation>
    </message>
    <message>
        <source>Your version ran out of memory: it may use %1 MiB.</source>
        <translation>Votre version a manqué de mémoire : elle peut en utiliser %1 Mio.</translation>
    </message>
    <message>
        <source>Your version ran out of time: it may use %1 seconds of processor time.</source>
        <translation>Votre version a manqué de temps : elle peut utiliser %1 secondes de processeur.</translation>
    </message>
    <message>
        <source>Your version wrote a file larger than %1 MiB.</source>
        <translation>Votre version a écrit un fichier de plus de %1 Mio.</translation>
    </message>
    <message>
        <source>there is nothing to take back at %1.</source>
        <translation>il n’y a rien à retirer en %1.</translation>
    </message>
    <message>
        <source>%1 holds a number of the puzzle itself.</source>
        <translation>%1 contient un nombre donné par le casse-tête lui-même.</translation>
    </message>
    <message>
        <source>%1 is not between 1 and %2.</source>
        <translation>%1 n’est pas entre 1 et %2.</translation>
    </message>
    <message>
        <source>This board is larger than the puzzle&apos;s header holds.</source>
        <translation>Ce plateau est plus grand que ce que l’en-tête du casse-tête contient.</translation>
    </message>
    <message>
        <source>a call the board cannot carry out.</source>
        <translation>un appel que le plateau ne peut pas exécuter.</translation>
    </message>
    <message>
        <source>Your version ended before its search returned (exit status %1).</source>
        <translation>Votre version s’est terminée avant la fin de sa fonction de recherche (code de sortie %1).</translation>
    </message>
    <message>
        <source>Your version sent what the workbench cannot read (did it write to descriptor 3?).</source>
        <translation>Votre version a envoyé ce que l’atelier ne peut pas lire (a-t-elle écrit sur le descripteur 3 ?).</translation>
    </message>
    <message>
        <source>This program was written for another puzzle.</source>
        <translation>Ce programme a été écrit pour un autre casse-tête.</translation>
    </message>
    <message>
        <source>Your version could not start: %1</source>
        <translation>Votre version n’a pas pu démarrer : %1</translation>
    </message>
    <message>
        <source>This board is %1×%2; the puzzle&apos;s header holds %3×%4 at most.</source>
        <translation>Ce plateau fait %1×%2 ; l’en-tête du casse-tête contient %3×%4 au plus.</translation>
    </message>
    <message>
        <source>v%1&apos;s %2: %3, yours: %4.</source>
        <translation>%2 de la v%1 : %3, de la vôtre : %4.</translation>
    </message>
    <message>
        <source>v%1 finds %2, yours %3.</source>
        <translation>La v%1 en trouve %2, la vôtre %3.</translation>
    </message>
    <message>
        <source>Your version ran out of memory: it may use %1 MiB; an allocation gave it a null pointer, which it then used.</source>
        <translation>Votre version a manqué de mémoire : elle peut en utiliser %1 Mio ; une allocation lui a donné un pointeur nul, dont elle s’est servie ensuite.</translation>
    </message>
    <message>
        <source>A check of your version found an error.</source>
        <translation>Une vérification de votre version a trouvé une erreur.</translation>
    </message>
    <message>
        <source>Your version tried to start a new process (fork): a version runs alone.</source>
        <translation>Votre version a essayé de lancer un nouveau processus (fork) : une version s’exécute seule.</translation>
    </message>
    <message>
        <source>Your version tried to run another program (exec): a version runs alone.</source>
        <translation>Votre version a essayé de lancer un autre programme (exec) : une version s’exécute seule.</translation>
    </message>
    <message>
        <source>Your version started more than %1 threads at once: a version may run %1.</source>
        <translation>Votre version a lancé plus de %1 fils d’exécution à la fois : une version peut en avoir %1.</translation>
    </message>
    <message>
        <source>Your version tried to open a connection (socket): a version has no network.</source>
        <translation>Votre version a essayé d’ouvrir une connexion (socket) : une version n’a pas de réseau.</translation>
    </message>
    <message>
        <source>Your version tried to write %1: a version may write files only in its private /tmp.</source>
        <translation>Votre version a essayé d’écrire %1 : une version ne peut écrire de fichiers que dans son /tmp privé.</translation>
    </message>
    <message>
        <source>Your version tried to open %1: a version sees only /usr and its private /tmp.</source>
        <translation>Votre version a essayé d’ouvrir %1 : une version ne voit que /usr et son /tmp privé.</translation>
    </message>
    <message>
        <source>Your version made a call the sandbox refuses (a new process, another program or a connection).</source>
        <translation>Votre version a fait un appel que le bac à sable refuse (un nouveau processus, un autre programme ou une connexion).</translation>
    </message>
    <message>
        <source>Your version made a system call the sandbox refuses (number %1).</source>
        <translation>Votre version a fait un appel système que le bac à sable refuse (numéro %1).</translation>
    </message>
    <message>
        <source>Your version did what the sandbox refuses.</source>
        <translation>Votre version a fait ce que le bac à sable refuse.</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>la case ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>line %1 of your file: </source>
        <translation>ligne %1 de votre fichier&#xa0;: </translation>
    </message>
    <message>
        <source>line %1 of your file: %2: </source>
        <translation>ligne %1 de votre fichier&#xa0;: %2&#xa0;: </translation>
    </message>
    <message>
        <source>%1 is off the board (your calls count rows and columns from 0, the board from 1).</source>
        <translation>%1 est hors du plateau (vos appels comptent lignes et colonnes à partir de 0, le plateau à partir de 1).</translation>
    </message>
    <message>
        <source>%1 is taken already: take it back first.</source>
        <translation>%1 est déjà prise&#xa0;: reprenez-la d’abord.</translation>
    </message>
</context>
<context>
    <name>ParseErrorText</name>
    <message>
        <source>&apos;%1&apos;</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>la ligne %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>la colonne %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>le bloc %1</translation>
    </message>
    <message>
        <source>the square</source>
        <translation>le carré</translation>
    </message>
    <message>
        <source>The text is %1 bytes long, more than the %2 bytes that are read.</source>
        <translation>Le texte fait %1 octets, plus que les %2 octets qui sont lus.</translation>
    </message>
    <message>
        <source>The text holds no board.</source>
        <translation>Le texte ne contient aucune grille.</translation>
    </message>
    <message>
        <source>The text holds no board: write rows of %1.</source>
        <translation>Le texte ne contient aucune grille&#xa0;: écrivez des lignes faites de %1.</translation>
    </message>
    <message>
        <source>The text ends where one of %1 was expected.</source>
        <translation>Le texte s’arrête là où l’un de ces caractères était attendu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 is not allowed here: one of %2 was expected.</source>
        <translation>%1 n’est pas permis ici&#xa0;; on attend l’un de ces caractères&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is not a number.</source>
        <translation>%1 n’est pas un nombre.</translation>
    </message>
    <message>
        <source>%1 is neither a number nor %2.</source>
        <translation>%1 n’est ni un nombre ni %2.</translation>
    </message>
    <message>
        <source>%1 is too large: at most %2.</source>
        <translation>%1 est trop grand&#xa0;: %2 au plus.</translation>
    </message>
    <message>
        <source>%1 is out of the range %2 to %3.</source>
        <translation>%1 est hors de l’intervalle de %2 à %3.</translation>
    </message>
    <message>
        <source>A board of %1×%2: its sides must be between %3 and %4.</source>
        <translation>Une grille de %1×%2&#xa0;: ses côtés doivent aller de %3 à %4.</translation>
    </message>
    <message>
        <source>%1 is given twice in %2.</source>
        <translation>%1 est donné deux fois dans %2.</translation>
    </message>
    <message>
        <source>%1 is not a setting: %2 was expected.</source>
        <translation>%1 n’est pas un réglage&#xa0;: on attend %2.</translation>
    </message>
    <message>
        <source>Line %1, column %2</source>
        <translation>Ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Ligne %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) where %1 are expected.</source>
        <translation>
            <numerusform>%n caractère alors que %1 sont attendus.</numerusform>
            <numerusform>%n caractères alors que %1 sont attendus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %1 of the grid has %2 cell(s) where %3 are expected.</source>
        <translation>
            <numerusform>La ligne %1 de la grille a %2 case alors que %3 sont attendues.</numerusform>
            <numerusform>La ligne %1 de la grille a %2 cases alors que %3 sont attendues.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2: a square has as many rows as columns.</source>
        <comment>rows of cells</comment>
        <translation>%1 de %2&#xa0;: un carré a autant de lignes que de colonnes.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The text holds %1 board(s); one is expected.</source>
        <translation>
            <numerusform>Le texte contient %1 grille&#xa0;; une seule est attendue.</numerusform>
            <numerusform>Le texte contient %1 grilles&#xa0;; une seule est attendue.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>%1 — solution</source>
        <translation>%1 — solution</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Print the board</source>
        <translation>Imprimer le plateau</translation>
    </message>
    <message>
        <source>The printer refused the pages.</source>
        <translation>L’imprimante a refusé les pages.</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <source>the pages could not be drawn</source>
        <translation>les pages n’ont pas pu être dessinées</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>Impossible d’écrire %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>No board shows the puzzle &apos;%1&apos;.</source>
        <translation>Aucun plateau n’affiche le casse-tête «&#xa0;%1&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n puzzle(s) made</source>
        <translation>
            <numerusform>%1 sur %n grille faite</numerusform>
            <numerusform>%1 sur %n grilles faites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Worksheet written to %1 (%n page(s)).</source>
        <translation>
            <numerusform>Fiche écrite dans %1 (%n page).</numerusform>
            <numerusform>Fiche écrite dans %1 (%n pages).</numerusform>
        </translation>
    </message>
    <message>
        <source>The puzzle &apos;%1&apos; makes no worksheets.</source>
        <translation>Le casse-tête «&#xa0;%1&#xa0;» ne fait pas de fiches d’exercices.</translation>
    </message>
    <message>
        <source>The difficulty &apos;%1&apos; is not one of %2.</source>
        <translation>La difficulté «&#xa0;%1&#xa0;» n’est pas l’une de&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Worksheets of this puzzle have sizes %1 to %2, not %3.</source>
        <translation>Les fiches de ce casse-tête ont des tailles de %1 à %2, pas %3.</translation>
    </message>
    <message>
        <source>A worksheet holds 1 to 200 puzzles, not %1.</source>
        <translation>Une fiche contient de 1 à 200 grilles, pas %1.</translation>
    </message>
    <message>
        <source>No puzzle of this difficulty can be made at this size: no worksheet.</source>
        <translation>Aucune grille de cette difficulté ne peut être faite à cette taille&#xa0;: pas de fiche.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Board size.</source>
        <translation>Taille du plateau.</translation>
    </message>
    <message>
        <source>Language: fr or en.</source>
        <translation>Langue&#xa0;: fr ou en.</translation>
    </message>
    <message>
        <source>Save the window as PNG after the run, then quit.</source>
        <translation>Enregistrer la fenêtre en PNG après l’exécution, puis quitter.</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>argument inattendu&#xa0;: %1</translation>
    </message>
    <message>
        <source>--size expects a positive whole number, not &apos;%1&apos;</source>
        <translation>--size attend un nombre entier positif, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--budget expects a positive number of seconds, not &apos;%1&apos;</source>
        <translation>--budget attend un nombre positif de secondes, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--lang expects fr or en, not &apos;%1&apos;</source>
        <translation>--lang attend fr ou en, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Events to step through with --run step.</source>
        <translation>Nombre d’événements à parcourir avec --run step.</translation>
    </message>
    <message>
        <source>--steps expects a positive whole number, not &apos;%1&apos;</source>
        <translation>--steps attend un nombre entier positif, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Start in presentation mode (large type for a projector).</source>
        <translation>Démarrer en mode présentation (gros caractères pour un vidéoprojecteur).</translation>
    </message>
    <message>
        <source>Size of the window, such as 1280x720.</source>
        <translation>Taille de la fenêtre, par exemple 1280x720.</translation>
    </message>
    <message>
        <source>--window-size expects WIDTHxHEIGHT of at least 320x240, not &apos;%1&apos;</source>
        <translation>--window-size attend LARGEURxHAUTEUR, au moins 320x240, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Puzzle Workbench: classic puzzles solved by successive versions of their algorithm, step by step and compared on a chart.</source>
        <translation>Puzzle Workbench&#xa0;: des casse-tête classiques résolus par des versions successives de leur algorithme, pas à pas, et comparées sur un graphique.</translation>
    </message>
    <message>
        <source>Puzzle to open: %1.</source>
        <translation>Casse-tête à ouvrir&#xa0;: %1.</translation>
    </message>
    <message>
        <source>unknown puzzle &apos;%1&apos; (%2)</source>
        <translation>casse-tête inconnu&#xa0;: «&#xa0;%1&#xa0;» (%2)</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; for this puzzle</source>
        <translation>algorithme «&#xa0;%1&#xa0;» inconnu pour ce casse-tête</translation>
    </message>
    <message>
        <source>Show the search-tree panel.</source>
        <translation>Afficher le panneau de l’arbre de recherche.</translation>
    </message>
    <message>
        <source>Save the board as PDF (with its solution after --run), then quit.</source>
        <translation>Enregistrer le plateau en PDF (avec sa solution après --run), puis quitter.</translation>
    </message>
    <message>
        <source>Make a worksheet of new puzzles with their answers as PDF, without the window.</source>
        <translation>Faire une fiche d’exercices de nouvelles grilles avec leurs solutions en PDF, sans la fenêtre.</translation>
    </message>
    <message>
        <source>Puzzles on the worksheet (6 by default).</source>
        <translation>Nombre de grilles de la fiche (6 par défaut).</translation>
    </message>
    <message>
        <source>Difficulty of the worksheet&apos;s puzzles, such as expert.</source>
        <translation>Difficulté des grilles de la fiche, par exemple expert.</translation>
    </message>
    <message>
        <source>Paper of the worksheet: a4 or letter (by default the locale&apos;s).</source>
        <translation>Papier de la fiche&#xa0;: a4 ou letter (par défaut celui de la région).</translation>
    </message>
    <message>
        <source>First seed of the worksheet&apos;s puzzles, to make the same sheet again.</source>
        <translation>Première graine des grilles de la fiche, pour refaire la même fiche.</translation>
    </message>
    <message>
        <source>Leave the answers out of the worksheet.</source>
        <translation>Ne pas mettre les solutions dans la fiche.</translation>
    </message>
    <message>
        <source>--count, --difficulty, --paper, --seed and --no-answers go with --worksheet</source>
        <translation>--count, --difficulty, --paper, --seed et --no-answers vont avec --worksheet</translation>
    </message>
    <message>
        <source>--count expects a positive whole number, not &apos;%1&apos;</source>
        <translation>--count attend un nombre entier positif, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--seed expects a whole number, not &apos;%1&apos;</source>
        <translation>--seed attend un nombre entier, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--paper expects a4 or letter, not &apos;%1&apos;</source>
        <translation>--paper attend a4 ou letter, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Open a lesson: a built-in one (%1) or a lesson file.</source>
        <translation>Ouvrir une leçon&#xa0;: une leçon intégrée (%1) ou un fichier de leçon.</translation>
    </message>
    <message>
        <source>Show this step of the lesson (from 1), its run done.</source>
        <translation>Montrer cette étape de la leçon (à partir de 1), son exécution terminée.</translation>
    </message>
    <message>
        <source>--lesson-step expects a positive whole number, not &apos;%1&apos;</source>
        <translation>--lesson-step attend un nombre entier positif, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--lesson-step needs --lesson</source>
        <translation>--lesson-step demande --lesson</translation>
    </message>
    <message>
        <source>--lesson runs what its steps say: it takes no --run</source>
        <translation>--lesson exécute ce que disent ses étapes&#xa0;: il ne prend pas de --run</translation>
    </message>
    <message>
        <source>Algorithm version, such as %1 (puzzle-bench --list shows them all), or a version of your own: a .cpp file.</source>
        <translation>Version de l’algorithme, par exemple %1 (puzzle-bench --list les montre toutes), ou une version à vous : un fichier .cpp.</translation>
    </message>
    <message>
        <source>cannot read the version file &apos;%1&apos;</source>
        <translation>impossible de lire le fichier de version « %1 »</translation>
    </message>
    <message>
        <source>Time budget in seconds (%1 by default) of each version in a comparison, and of the run that --pdf or --screenshot wait for: a version stopped by it is said so in the file.</source>
        <translation>Temps alloué en secondes (%1 par défaut) à chaque version dans une comparaison, et à l’exécution qu’attendent --pdf ou --screenshot&#xa0;: une version qu’il arrête est signalée dans le fichier.</translation>
    </message>
    <message>
        <source>Colours of the window: dark or light, whatever the desktop&apos;s (the boards, the charts and the search tree follow them).</source>
        <translation>Couleurs de la fenêtre&#xa0;: dark (sombres) ou light (claires), quelles que soient celles du bureau (les plateaux, les graphiques et l’arbre de recherche les suivent).</translation>
    </message>
    <message>
        <source>--palette expects dark or light, not &apos;%1&apos;</source>
        <translation>--palette attend dark ou light, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Run at start: first, all, count, compare, step or check (a version of your own, checked, stepped to its error).</source>
        <translation>Exécution au démarrage&#xa0;: first, all, count, compare, step ou check (une version à vous, vérifiée, avancée pas à pas jusqu’à son erreur).</translation>
    </message>
    <message>
        <source>--run expects first, all, count, compare, step or check, not &apos;%1&apos;</source>
        <translation>--run attend first, all, count, compare, step ou check, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>The class&apos;s answer to the step&apos;s question (a number, a letter, row,column, or skip): with --screenshot, the window once the run has revealed its own beside it.</source>
        <translation>La réponse de la classe à la question de l’étape (un nombre, une lettre, ligne,colonne, ou skip)&#xa0;: avec --screenshot, la fenêtre une fois que l’exécution a révélé la sienne à côté.</translation>
    </message>
    <message>
        <source>With --tree: the search tree of the version shown (--algo) merged with this version&apos;s (an id or a .cpp file) on the same board: what only the first visits drawn as dashed triangles.</source>
        <translation>Avec --tree&#xa0;: l’arbre de recherche de la version affichée (--algo) fusionné avec celui de cette version (un identifiant ou un fichier .cpp) sur le même plateau&#xa0;: ce que seule la première visite est dessiné en triangles pointillés.</translation>
    </message>
    <message>
        <source>--merge shows a merged search tree: it needs --tree</source>
        <translation>--merge montre un arbre de recherche fusionné&#xa0;: il lui faut --tree</translation>
    </message>
    <message>
        <source>--merge runs both versions itself: it takes no --run or --lesson</source>
        <translation>--merge exécute lui-même les deux versions&#xa0;: il ne prend ni --run ni --lesson</translation>
    </message>
    <message>
        <source>--lesson-answer needs --lesson</source>
        <translation>--lesson-answer demande --lesson</translation>
    </message>
    <message>
        <source>After --run step: save the recorded run in this file.</source>
        <translation>Après --run step&#xa0;: enregistrer l’exécution enregistrée dans ce fichier.</translation>
    </message>
    <message>
        <source>After --run step --steps K: step back J events, to event K - J.</source>
        <translation>Après --run step --steps K&#xa0;: reculer de J événements, jusqu’à l’événement K - J.</translation>
    </message>
    <message>
        <source>Replay a saved run, without running or compiling anything.</source>
        <translation>Rejouer une exécution enregistrée, sans rien exécuter ni compiler.</translation>
    </message>
    <message>
        <source>With --open-run: show this event, from 1.</source>
        <translation>Avec --open-run&#xa0;: montrer cet événement (à partir de 1).</translation>
    </message>
    <message>
        <source>Write what is shown at the recording&apos;s cursor as JSON (event, counters, board).</source>
        <translation>Écrire en JSON ce que montre le curseur de l’enregistrement (événement, compteurs, plateau).</translation>
    </message>
    <message>
        <source>--save-run saves a stepped run: it goes with --run step</source>
        <translation>--save-run enregistre une exécution pas à pas&#xa0;: il va avec --run step</translation>
    </message>
    <message>
        <source>--back steps back in a stepped run: it goes with --run step</source>
        <translation>--back recule dans une exécution pas à pas&#xa0;: il va avec --run step</translation>
    </message>
    <message>
        <source>--back expects a whole number from 0 to %1 (--steps less one), not &apos;%2&apos;</source>
        <translation>--back attend un nombre entier de 0 à %1 (--steps moins un), pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>--open-run replays a saved run: it takes no --run and no --lesson</source>
        <translation>--open-run rejoue une exécution enregistrée&#xa0;: il ne prend ni --run ni --lesson</translation>
    </message>
    <message>
        <source>--at goes with --open-run</source>
        <translation>--at va avec --open-run</translation>
    </message>
    <message>
        <source>--at expects a positive whole number, not &apos;%1&apos;</source>
        <translation>--at attend un nombre entier positif, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--state writes a recorded run&apos;s event: it goes with --run step or --open-run</source>
        <translation>--state écrit un événement d’une exécution enregistrée&#xa0;: il va avec --run step ou --open-run</translation>
    </message>
    <message>
        <source>--worksheet makes a sheet without the window: --algo, --run, --open-run, --screenshot and --pdf do not go with it</source>
        <translation>--worksheet fait une fiche sans la fenêtre&#xa0;: --algo, --run, --open-run, --screenshot et --pdf ne vont pas avec</translation>
    </message>
    <message>
        <source>--lockstep expects two versions of one puzzle, such as queens.v1,queens.v2, not &apos;%1&apos;</source>
        <translation>--lockstep attend deux versions d’un même casse-tête, comme queens.v1,queens.v2, et non «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Two versions side by side on the board, stepped together (with --run step, --steps K events of each).</source>
        <translation>Deux versions côte à côte sur la grille, avancées ensemble (avec --run step, --steps K événements de chacune).</translation>
    </message>
    <message>
        <source>--lockstep steps both versions itself: it takes only --run step</source>
        <translation>--lockstep avance lui-même les deux versions&#xa0;: il n’accepte que --run step</translation>
    </message>
</context>
<context>
    <name>QueensBoard</name>
    <message>
        <source>The board shows 4 to 20 queens; this position has %1.</source>
        <translation>L’échiquier affiche de 4 à 20 dames&#xa0;; cette position en a %1.</translation>
    </message>
    <message>
        <source>open a position</source>
        <translation>l’ouverture d’une position</translation>
    </message>
</context>
<context>
    <name>QueensNotices</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 Kio</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 Mio</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 Gio</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 Tio</translation>
    </message>
    <message>
        <source>%1 PiB</source>
        <translation>%1 Pio</translation>
    </message>
    <message numerus="yes">
        <source>Not counted: joining half boards of the %1 queens on %n thread(s) would need %2 of memory for its strips and half boards, and this machine has %3.</source>
        <translation>
            <numerusform>Non compté&#xa0;: assembler des demi-échiquiers pour les %1 dames sur %n fil d’exécution demanderait %2 de mémoire pour ses bandes et ses demi-échiquiers, et cette machine en a %3.</numerusform>
            <numerusform>Non compté&#xa0;: assembler des demi-échiquiers pour les %1 dames sur %n fils d’exécution demanderait %2 de mémoire pour ses bandes et ses demi-échiquiers, et cette machine en a %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionText</name>
    <message>
        <source>row %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>fewer than %1</source>
        <translation>moins de %1</translation>
    </message>
    <message>
        <source>from %1 to under %2</source>
        <translation>de %1 à moins de %2</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 ou plus</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <source>%1, so %2</source>
        <translation>%1, donc %2</translation>
    </message>
    <message>
        <source>nothing more placed</source>
        <translation>plus rien de posé</translation>
    </message>
    <message>
        <source>The class: %1. The run: %2.</source>
        <translation>La classe&#xa0;: %1. L’exécution&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Exact&#xa0;!</translation>
    </message>
    <message>
        <source>Within 10 %: close enough.</source>
        <translation>À 10&#xa0;% près&#xa0;: assez proche.</translation>
    </message>
    <message>
        <source>Not this time.</source>
        <translation>Pas cette fois.</translation>
    </message>
    <message>
        <source>Off by a factor of %1.</source>
        <translation>Écart d’un facteur %1.</translation>
    </message>
</context>
<context>
    <name>RunFileText</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>il ne peut pas être lu</translation>
    </message>
    <message>
        <source>it holds %1 bytes, more than the %2 a run file may hold</source>
        <translation>il fait %1 octets, plus que les %2 qu’un fichier d’exécution peut contenir</translation>
    </message>
    <message>
        <source>it is not a run saved by Puzzle Workbench</source>
        <translation>ce n’est pas une exécution enregistrée par Puzzle Workbench</translation>
    </message>
    <message>
        <source>it was saved in format %1 by a newer version of the program, which reads up to format %2</source>
        <translation>il a été enregistré au format %1 par une version plus récente du programme, qui lit jusqu’au format %2</translation>
    </message>
    <message>
        <source>a section&apos;s line is damaged: « %1 »</source>
        <translation>la ligne d’une section est abîmée&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the file ends too soon: it was cut short</source>
        <translation>le fichier s’arrête trop tôt&#xa0;: il a été tronqué</translation>
    </message>
    <message>
        <source>the section « %1 » is missing</source>
        <translation>la section «&#xa0;%1&#xa0;» manque</translation>
    </message>
    <message>
        <source>the section « %1 » comes twice</source>
        <translation>la section «&#xa0;%1&#xa0;» apparaît deux fois</translation>
    </message>
    <message>
        <source>a value is damaged</source>
        <translation>une valeur est abîmée</translation>
    </message>
    <message>
        <source>« %1 » is not a value it may hold</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une valeur permise ici</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 est hors de l’intervalle %2 à %3</translation>
    </message>
    <message>
        <source>it is a run of « %1 », a puzzle this program does not have</source>
        <translation>c’est une exécution de «&#xa0;%1&#xa0;», un casse-tête que ce programme n’a pas</translation>
    </message>
    <message>
        <source>it is a run of « %1 », a version this program does not have</source>
        <translation>c’est une exécution de «&#xa0;%1&#xa0;», une version que ce programme n’a pas</translation>
    </message>
    <message>
        <source>its board does not read: %1</source>
        <translation>son plateau ne se lit pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>it holds %1 where %2 at most are read</source>
        <translation>il en contient %1, alors que %2 au plus sont lus</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1, byte %2: %3.</source>
        <translation>%1, octet %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1, byte %2 (section « %3 »): %4.</source>
        <translation>%1, octet %2 (section «&#xa0;%3&#xa0;»)&#xa0;: %4.</translation>
    </message>
</context>
<context>
    <name>Samples</name>
    <message>
        <source>The 4×4 board of the lesson</source>
        <translation>La grille 4×4 de la leçon</translation>
    </message>
    <message>
        <source>5 presses at the least, among 2^16 − 1 sets of presses</source>
        <translation>5 appuis au moins, parmi 2^16 − 1 ensembles d’appuis</translation>
    </message>
    <message>
        <source>The 3×3 square of the lesson</source>
        <translation>Le carré 3×3 de la leçon</translation>
    </message>
    <message>
        <source>every line adds up to 15; the only one up to symmetry</source>
        <translation>chaque ligne fait 15&#xa0;; le seul aux symétries près</translation>
    </message>
    <message>
        <source>The 8 queens of the lesson</source>
        <translation>Les 8 dames de la leçon</translation>
    </message>
    <message>
        <source>the first of 92 solutions, 12 up to symmetry</source>
        <translation>la première des 92 solutions, 12 aux symétries près</translation>
    </message>
    <message>
        <source>The 9×9 grid of the contest</source>
        <translation>La grille 9×9 du concours</translation>
    </message>
    <message>
        <source>56 cells shaded, no 4 in a row: the maximum, one pattern up to symmetry</source>
        <translation>56 cases noircies, jamais 4 alignées&#xa0;: le maximum, un seul motif aux symétries près</translation>
    </message>
    <message>
        <source>Candidates, as in the lesson</source>
        <translation>Les candidats, comme dans la leçon</translation>
    </message>
    <message>
        <source>every candidate pencilled in: four cells have only one</source>
        <translation>tous les candidats notés&#xa0;: quatre cases n’en ont qu’un</translation>
    </message>
    <message>
        <source>A 17-clue sudoku</source>
        <translation>Un sudoku à 17 indices</translation>
    </message>
    <message>
        <source>17 givens, the fewest for a single solution: the first versions get lost</source>
        <translation>17 chiffres donnés, le minimum pour une solution unique&#xa0;: les premières versions s’y perdent</translation>
    </message>
    <message>
        <source>Easter Monster</source>
        <translation>Easter Monster</translation>
    </message>
    <message>
        <source>one of the hardest sudokus known for human solvers</source>
        <translation>l’un des sudokus les plus difficiles connus pour un joueur humain</translation>
    </message>
    <message>
        <source>Sa&amp;mples</source>
        <translation>E&amp;xemples</translation>
    </message>
</context>
<context>
    <name>ShadingBoard</name>
    <message>
        <source>The board shows grids of %1 to %2 cells a side; this one is %3×%4.</source>
        <translation>Le plateau affiche des grilles de %1 à %2 cases de côté&#xa0;; celle-ci fait %3×%4.</translation>
    </message>
    <message>
        <source>open a grid</source>
        <translation>l’ouverture d’une grille</translation>
    </message>
</context>
<context>
    <name>ShadingNotices</name>
    <message>
        <source>The grid&apos;s sides must be between %3 and %4, not %1×%2.</source>
        <translation>Les côtés de la grille doivent être compris entre %3 et %4, pas %1×%2.</translation>
    </message>
    <message>
        <source>The forbidden run length k must be between %2 and %3, not %1.</source>
        <translation>La longueur de suite interdite k doit être comprise entre %2 et %3, pas %1.</translation>
    </message>
    <message>
        <source>k = %1 is larger than the %2×%3 grid: no run of %1 fits, so every cell could be shaded.</source>
        <translation>k = %1 dépasse la grille %2×%3&#xa0;: aucune suite de %1 n’y tient, donc toutes les cases pourraient être noircies.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped before the maximum was proven: the grid shown is the best found, with %n shaded cell(s).</source>
        <translation>
            <numerusform>Arrêtée avant que le maximum soit prouvé&#xa0;: la grille affichée est la meilleure trouvée, avec %n case noircie.</numerusform>
            <numerusform>Arrêtée avant que le maximum soit prouvé&#xa0;: la grille affichée est la meilleure trouvée, avec %n cases noircies.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SudokuHintText</name>
    <message>
        <source>In rows %2 and %3, %1 can only go in columns %4 and %5: each of these columns takes it from one of the two rows, so it leaves their other cells.</source>
        <translation>Dans les lignes %2 et %3, le %1 ne peut aller que dans les colonnes %4 et %5&#xa0;: chacune de ces colonnes le reçoit de l’une des deux lignes, il quitte donc leurs autres cases.</translation>
    </message>
    <message>
        <source>In columns %2 and %3, %1 can only go in rows %4 and %5: each of these rows takes it from one of the two columns, so it leaves their other cells.</source>
        <translation>Dans les colonnes %2 et %3, le %1 ne peut aller que dans les lignes %4 et %5&#xa0;: chacune de ces lignes le reçoit de l’une des deux colonnes, il quitte donc leurs autres cases.</translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <comment>a cell: row and column from 1</comment>
        <translation>L%1C%2</translation>
    </message>
    <message>
        <source>in row %1</source>
        <translation>dans la ligne %1</translation>
    </message>
    <message>
        <source>of row %1</source>
        <translation>de la ligne %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>la ligne %1</translation>
    </message>
    <message>
        <source>in column %1</source>
        <translation>dans la colonne %1</translation>
    </message>
    <message>
        <source>of column %1</source>
        <translation>de la colonne %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>la colonne %1</translation>
    </message>
    <message>
        <source>in box %1</source>
        <translation>dans le bloc %1</translation>
    </message>
    <message>
        <source>of box %1</source>
        <translation>du bloc %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>le bloc %1</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Dernière case libre</translation>
    </message>
    <message>
        <source>Naked single</source>
        <translation>Singleton nu</translation>
    </message>
    <message>
        <source>Hidden single</source>
        <translation>Singleton caché</translation>
    </message>
    <message>
        <source>Locked candidates (pointing)</source>
        <translation>Candidats verrouillés (pointage)</translation>
    </message>
    <message>
        <source>Locked candidates (claiming)</source>
        <translation>Candidats verrouillés (réclamation)</translation>
    </message>
    <message>
        <source>Naked pair</source>
        <translation>Paire nue</translation>
    </message>
    <message>
        <source>Naked triple</source>
        <translation>Triplet nu</translation>
    </message>
    <message>
        <source>Hidden pair</source>
        <translation>Paire cachée</translation>
    </message>
    <message>
        <source>Hidden triple</source>
        <translation>Triplet caché</translation>
    </message>
    <message>
        <source>X-wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>Only %1 is left blank %2: it takes the missing %3.</source>
        <translation>Seule la case %1 reste vide %2&#xa0;: elle reçoit le %3 qui manque.</translation>
    </message>
    <message>
        <source>%1 has a single candidate left: %2.</source>
        <translation>La case %1 n’a plus qu’un seul candidat&#xa0;: le %2.</translation>
    </message>
    <message>
        <source>%1 has a single place %2: %3.</source>
        <translation>Le %1 n’a qu’une seule place possible %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Within %1, %2 can only go %3: it leaves the rest %4.</source>
        <translation>Dans %1, le %2 ne peut aller que %3&#xa0;: il quitte donc le reste %4.</translation>
    </message>
    <message>
        <source>Within %1, the two cells %2 hold only %3 between them: these two digits leave the other cells %4.</source>
        <translation>Dans %1, les deux cases %2 n’ont à elles deux que les candidats %3&#xa0;: ces deux chiffres quittent les autres cases %4.</translation>
    </message>
    <message>
        <source>Within %1, the three cells %2 hold only %3 between them: these three digits leave the other cells %4.</source>
        <translation>Dans %1, les trois cases %2 n’ont à elles trois que les candidats %3&#xa0;: ces trois chiffres quittent les autres cases %4.</translation>
    </message>
    <message>
        <source>Within %1, the two digits %2 can only go in the two cells %3: these cells lose their other candidates.</source>
        <translation>Dans %1, les deux chiffres %2 ne peuvent aller que dans les deux cases %3&#xa0;: ces cases perdent leurs autres candidats.</translation>
    </message>
    <message>
        <source>Within %1, the three digits %2 can only go in the three cells %3: these cells lose their other candidates.</source>
        <translation>Dans %1, les trois chiffres %2 ne peuvent aller que dans les trois cases %3&#xa0;: ces cases perdent leurs autres candidats.</translation>
    </message>
    <message>
        <source>Place %1 in %2.</source>
        <translation>Placer le %1 en %2.</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>le %1 de %2</translation>
    </message>
    <message>
        <source>Remove %1.</source>
        <translation>Retirer %1.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the removals of two digits</comment>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>Simple</source>
        <comment>sudoku level: singles in a cell only</comment>
        <translation>Simple</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>sudoku level: hidden singles</comment>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <comment>sudoku level: locked candidates and pairs</comment>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>sudoku level: beyond pairs, or a guess</comment>
        <translation>Expert</translation>
    </message>
    <message numerus="yes">
        <source>Level: %1, score %2/99 (%n guess(es)).</source>
        <translation>
            <numerusform>Niveau&#xa0;: %1, score %2/99 (%n essai).</numerusform>
            <numerusform>Niveau&#xa0;: %1, score %2/99 (%n essais).</numerusform>
        </translation>
    </message>
    <message>
        <source>Level: %1, score %2/99.</source>
        <translation>Niveau&#xa0;: %1, score %2/99.</translation>
    </message>
</context>
<context>
    <name>SudokuNotices</name>
    <message>
        <source>The givens are in conflict: the digit %1 is twice in row %2.</source>
        <translation>Les chiffres donnés se contredisent&#xa0;: le chiffre %1 est deux fois dans la ligne %2.</translation>
    </message>
    <message>
        <source>The givens are in conflict: the digit %1 is twice in column %2.</source>
        <translation>Les chiffres donnés se contredisent&#xa0;: le chiffre %1 est deux fois dans la colonne %2.</translation>
    </message>
    <message>
        <source>The givens are in conflict: the digit %1 is twice in box %2.</source>
        <translation>Les chiffres donnés se contredisent&#xa0;: le chiffre %1 est deux fois dans le bloc %2.</translation>
    </message>
    <message>
        <source>The band solvers are made for 9×9 grids: this %1×%1 grid was solved by v3&apos;s general search.</source>
        <translation>Les solveurs par bandes sont faits pour les grilles 9×9&#xa0;: cette grille %1×%1 a été résolue par la recherche générale de la v3.</translation>
    </message>
</context>
<context>
    <name>TreeText</name>
    <message>
        <source>a table filled before the search, by searches of its own</source>
        <translation>une table remplie avant la recherche, par des recherches qui lui sont propres</translation>
    </message>
    <message numerus="yes">
        <source>%1 node(s)</source>
        <translation>
            <numerusform>%1 nœud</numerusform>
            <numerusform>%1 nœuds</numerusform>
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
            <numerusform>%1 impasse</numerusform>
            <numerusform>%1 impasses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cut(s)</source>
        <translation>
            <numerusform>%1 coupe</numerusform>
            <numerusform>%1 coupes</numerusform>
        </translation>
    </message>
    <message>
        <source>work done outside the stepped search</source>
        <translation>un travail fait hors de la recherche pas à pas</translation>
    </message>
    <message numerus="yes">
        <source>%1 of them summarised (purple triangle), not drawn one by one: %2.</source>
        <translation>
            <numerusform>Dont %1 résumé (triangle violet), non dessiné un à un&#xa0;: %2.</numerusform>
            <numerusform>Dont %1 résumés (triangle violet), non dessinés un à un&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>table filled first</source>
        <comment>beside a summary node</comment>
        <translation>table remplie d’abord</translation>
    </message>
    <message>
        <source>at depth %1</source>
        <translation>à la profondeur %1</translation>
    </message>
    <message>
        <source>at depths %1 to %2</source>
        <translation>aux profondeurs %1 à %2</translation>
    </message>
    <message>
        <source>Summary — %3: %1 %2. They are in the counters; stepping goes through the search that uses it, not through these nodes.</source>
        <translation>Résumé — %3&#xa0;: %1 %2. Ils sont dans les compteurs&#xa0;; le pas à pas parcourt la recherche qui s’en sert, pas ces nœuds.</translation>
    </message>
    <message>
        <source>taken as given (a task&apos;s start), not a node of the count</source>
        <translation>pris comme donné (le départ d’une tâche), pas un nœud du compte</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>%1 ms</source>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1&#xa0;min</translation>
    </message>
</context>
<context>
    <name>WorksheetDocument</name>
    <message>
        <source>There is no puzzle to put on the worksheet.</source>
        <translation>Il n’y a aucune grille à mettre sur la fiche.</translation>
    </message>
    <message>
        <source>%1 — worksheet</source>
        <translation>%1 — fiche d’exercices</translation>
    </message>
    <message numerus="yes">
        <source>Level: %1 · %n puzzle(s)</source>
        <translation>
            <numerusform>Niveau&#xa0;: %1 · %n grille</numerusform>
            <numerusform>Niveau&#xa0;: %1 · %n grilles</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill in the grid so that every row, every column and every box holds each digit once.</source>
        <translation>Complétez la grille pour que chaque ligne, chaque colonne et chaque carré contiennent chaque chiffre une fois.</translation>
    </message>
    <message>
        <source>Place %1 queens, one in each row and each column, so that none attacks another; the queens drawn are given.</source>
        <translation>Placez %1 dames, une par ligne et par colonne, sans qu’aucune n’en attaque une autre&#xa0;; les dames dessinées sont données.</translation>
    </message>
    <message>
        <source>Write the missing numbers, each of 1 to %1 once, so that every row, column and diagonal adds up to %2.</source>
        <translation>Écrivez les nombres qui manquent, chacun de 1 à %1 une fois, pour que chaque ligne, colonne et diagonale fasse %2.</translation>
    </message>
    <message>
        <source>Turn every light off with the fewest presses: a press switches its cell and the cells beside it. The grey squares are lit.</source>
        <translation>Éteignez toutes les lumières avec le moins d’appuis possible&#xa0;: un appui inverse sa case et les cases voisines. Les cases grises sont allumées.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Date&#xa0;:</translation>
    </message>
    <message>
        <source>%1 — answers</source>
        <translation>%1 — solutions</translation>
    </message>
</context>
<context>
    <name>pw::ui::BoardStore</name>
    <message>
        <source>The board could not be kept in %1: %2</source>
        <translation>La grille n’a pas pu être gardée dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the file is too large to be a board</source>
        <translation>le fichier est trop gros pour être une grille</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>le fichier est abîmé</translation>
    </message>
    <message>
        <source>the file is not a kept board of this puzzle</source>
        <translation>le fichier n’est pas une grille gardée de ce casse-tête</translation>
    </message>
    <message>
        <source>the file was written by a newer version of Puzzle Workbench (format %1)</source>
        <translation>le fichier a été écrit par une version plus récente de Puzzle Workbench (format %1)</translation>
    </message>
    <message>
        <source>The %1 board kept from last time could not be restored: %2. A new board is shown.</source>
        <translation>La grille «&#xa0;%1&#xa0;» gardée de la dernière fois n’a pas pu être rétablie&#xa0;: %2. Une nouvelle grille est affichée.</translation>
    </message>
    <message>
        <source>The %1 board kept from last time could not be restored: %2. It was set aside as %3, and a new board is shown.</source>
        <translation>La grille «&#xa0;%1&#xa0;» gardée de la dernière fois n’a pas pu être rétablie&#xa0;: %2. Elle a été mise de côté sous le nom %3, et une nouvelle grille est affichée.</translation>
    </message>
    <message>
        <source>The boards cannot be kept: the folder %1 cannot be made.</source>
        <translation>Les grilles ne peuvent pas être gardées&#xa0;: le dossier %1 ne peut pas être créé.</translation>
    </message>
</context>
<context>
    <name>pw::ui::BoardTheme</name>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
    <message>
        <source>Black on white and strong lines on the boards, the charts and the search tree, for the back of the room</source>
        <translation>Noir sur blanc et traits épais sur les plateaux, les graphiques et l’arbre de recherche, pour le fond de la classe</translation>
    </message>
</context>
<context>
    <name>pw::ui::BoardView</name>
    <message>
        <source>choice %1</source>
        <translation>choix %1</translation>
    </message>
    <message>
        <source>%1 in cell %2</source>
        <translation>%1 dans la case %2</translation>
    </message>
</context>
<context>
    <name>pw::ui::BudgetSuggestion</name>
    <message>
        <source>%1 was stopped by the budget of %2 before it finished on this board, and no other version finishes on it within that time.</source>
        <translation>%1 a été arrêtée par le temps alloué de %2 avant d’avoir fini sur ce plateau, et aucune autre version ne le finit dans ce temps.</translation>
    </message>
    <message>
        <source>%1 was stopped by the budget of %2 before it finished on this board; %3 finishes on it in %4 (--algo %3, or choose it in the version list).</source>
        <translation>%1 a été arrêtée par le temps alloué de %2 avant d’avoir fini sur ce plateau&#xa0;; %3 le finit en %4 (--algo %3, ou choisissez-la dans la liste des versions).</translation>
    </message>
    <message>
        <source>%1 stopped by the budget of %2 before it finished</source>
        <translation>%1 arrêtée par le temps alloué de %2 avant d’avoir fini</translation>
    </message>
    <message>
        <source>%1 stopped by the budget of %2 before it finished; %3 finishes</source>
        <translation>%1 arrêtée par le temps alloué de %2 avant d’avoir fini&#xa0;; %3 finit</translation>
    </message>
</context>
<context>
    <name>pw::ui::CheckResultView</name>
    <message>
        <source>A click lights the line in the code.</source>
        <translation>Un clic éclaire la ligne dans le code.</translation>
    </message>
    <message>
        <source>Step to it</source>
        <translation>Pas à pas jusque-là</translation>
    </message>
    <message>
        <source>Step your version on this board up to the event where the check found the error</source>
        <translation>Avancer votre version pas à pas sur cette grille jusqu’à l’événement où la vérification a trouvé l’erreur</translation>
    </message>
    <message>
        <source>What the compiler says of the checked builds; a double click lights the line.</source>
        <translation>Ce que dit le compilateur des versions vérifiées ; un double clic éclaire la ligne.</translation>
    </message>
</context>
<context>
    <name>pw::ui::CheckedRunController</name>
    <message>
        <source>Chec&amp;k my version</source>
        <translation>Vérif&amp;ier ma version</translation>
    </message>
    <message>
        <source>Build your version again with checks and run it on this board: its first error is named with its line (Ctrl+F5)</source>
        <translation>Compiler de nouveau votre version avec des contrôles et l’exécuter sur cette grille : sa première erreur est nommée avec sa ligne (Ctrl+F5)</translation>
    </message>
    <message>
        <source>The board or the version changed since the check: check it again first.</source>
        <translation>La grille ou la version a changé depuis la vérification : vérifiez-la de nouveau d’abord.</translation>
    </message>
</context>
<context>
    <name>pw::ui::ComparisonChart</name>
    <message>
        <source>version</source>
        <translation>version</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Travail</translation>
    </message>
    <message>
        <source>Solutions found over time</source>
        <translation>Solutions trouvées au fil du temps</translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation>jusqu’à la 1re solution</translation>
    </message>
    <message>
        <source>in all</source>
        <translation>au total</translation>
    </message>
    <message>
        <source>ms (log)</source>
        <translation>ms (log)</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>tests</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nœuds</translation>
    </message>
    <message>
        <source>count (log)</source>
        <translation>nombre (log)</translation>
    </message>
    <message>
        <source>elapsed time, ms (log)</source>
        <translation>temps écoulé, ms (log)</translation>
    </message>
    <message>
        <source>solutions found</source>
        <translation>solutions trouvées</translation>
    </message>
    <message>
        <source>version (* stopped)</source>
        <translation>version (* arrêtée)</translation>
    </message>
    <message>
        <source>Best score over time</source>
        <translation>Meilleur score au fil du temps</translation>
    </message>
    <message>
        <source>Compare versions (F8) runs every version on this board, one after the other, and draws their time, their work, their solutions over time and their nodes per depth here.</source>
        <translation>Comparer les versions (F8) exécute chaque version sur ce plateau, l’une après l’autre, et trace ici leur temps, leur travail, leurs solutions au fil du temps et leurs nœuds par profondeur.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>elapsed time, ms (log; * stopped)</source>
        <translation>temps écoulé, ms (log&#xa0;; * arrêtée)</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Solutions found</source>
        <translation>Solutions trouvées</translation>
    </message>
    <message>
        <source>Depth</source>
        <comment>the tab of the chart of nodes per depth</comment>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Comparison of the versions</source>
        <translation>Comparaison des versions</translation>
    </message>
    <message>
        <source>starting the program</source>
        <translation>démarrage du programme</translation>
    </message>
</context>
<context>
    <name>pw::ui::CompilerPanel</name>
    <message>
        <source>Open a version of your own with File › Open a version…: its compiler&apos;s messages come here.</source>
        <translation>Ouvrez une version à vous par Fichier › Ouvrir une version… : les messages de son compilateur viennent ici.</translation>
    </message>
    <message>
        <source>Compiling %1…</source>
        <translation>Compilation de %1…</translation>
    </message>
    <message>
        <source>%1 compiled in %2.</source>
        <translation>%1 compilé en %2.</translation>
    </message>
    <message>
        <source>It runs without the sandbox.</source>
        <translation>Il s’exécute sans le bac à sable.</translation>
    </message>
    <message>
        <source>The compiler&apos;s messages; a click on one lights its line in the code.</source>
        <translation>Les messages du compilateur ; un clic sur l’un d’eux éclaire sa ligne dans le code.</translation>
    </message>
</context>
<context>
    <name>pw::ui::ControlPanel</name>
    <message>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <source>The version of the solver: v1 is the naive method, each later one adds one idea.</source>
        <translation>La version du solveur&#xa0;: v1 est la méthode naïve, chaque version suivante ajoute une idée.</translation>
    </message>
    <message>
        <source>First solution</source>
        <translation>Première solution</translation>
    </message>
    <message>
        <source>All solutions</source>
        <translation>Toutes les solutions</translation>
    </message>
    <message>
        <source>Count only</source>
        <translation>Compter seulement</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Mode&#xa0;:</translation>
    </message>
    <message>
        <source>Board &amp;size:</source>
        <translation>Ta&amp;ille du plateau&#xa0;:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <source>Run the chosen version at full speed (F5)</source>
        <translation>Exécute la version choisie à pleine vitesse (F5)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>&amp;Pas à pas</translation>
    </message>
    <message>
        <source>One event of the search per click (F10)</source>
        <translation>Un événement de la recherche par clic (F10)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>Events one after the other at the chosen speed (F6)</source>
        <translation>Les événements l’un après l’autre, à la vitesse choisie (F6)</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>Pa&amp;use</translation>
    </message>
    <message>
        <source>Hold the search where it is (F7)</source>
        <translation>Suspend la recherche là où elle en est (F7)</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>Arrê&amp;t</translation>
    </message>
    <message>
        <source>Stop the run (Esc)</source>
        <translation>Arrête l’exécution (Échap)</translation>
    </message>
    <message>
        <source>Play speed, from one event a second to full speed</source>
        <translation>Vitesse de lecture, d’un événement par seconde à pleine vitesse</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source> s</source>
        <translation>&#xa0;s</translation>
    </message>
    <message>
        <source>Each version is stopped after this time and shown as stopped</source>
        <translation>Chaque version est arrêtée au bout de ce temps et marquée comme arrêtée</translation>
    </message>
    <message>
        <source>&amp;Compare versions</source>
        <translation>&amp;Comparer les versions</translation>
    </message>
    <message>
        <source>Run every version on this board, one after the other (F8)</source>
        <translation>Exécute toutes les versions sur ce plateau, l’une après l’autre (F8)</translation>
    </message>
    <message>
        <source>&amp;Budget per version:</source>
        <translation>Durée ma&amp;x. par version&#xa0;:</translation>
    </message>
    <message>
        <source>full speed</source>
        <translation>pleine vitesse</translation>
    </message>
    <message>
        <source>%1 / s</source>
        <translation>%1 / s</translation>
    </message>
    <message>
        <source>The idea of this version</source>
        <translation>L’idée de cette version</translation>
    </message>
    <message>
        <source>Your own version, from %1. Every solution it reports is checked.</source>
        <translation>Votre propre version, tirée de %1. Chaque solution qu’elle annonce est vérifiée.</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Reculer</translation>
    </message>
    <message>
        <source>One event back in the recorded run (Shift+F10, or Left on the board)</source>
        <translation>Un événement en arrière dans l’exécution enregistrée (Maj+F10, ou Gauche sur le plateau)</translation>
    </message>
</context>
<context>
    <name>pw::ui::CountersPanel</name>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Nœuds par seconde</translation>
    </message>
    <message>
        <source>First solution</source>
        <translation>Première solution</translation>
    </message>
    <message>
        <source>Stopped before the end.</source>
        <translation>Arrêt avant la fin.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a counter&apos;s name and value</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Prunes</source>
        <translation>Élagages</translation>
    </message>
</context>
<context>
    <name>pw::ui::DepthProfileChart</name>
    <message>
        <source>Nodes per depth</source>
        <translation>Nœuds par profondeur</translation>
    </message>
    <message>
        <source>depth (decisions made)</source>
        <translation>profondeur (décisions prises)</translation>
    </message>
    <message>
        <source>nodes (log)</source>
        <translation>nœuds (log)</translation>
    </message>
    <message>
        <source>depth (decisions; * stopped)</source>
        <translation>profondeur (décisions&#xa0;; * arrêtée)</translation>
    </message>
</context>
<context>
    <name>pw::ui::DocumentController</name>
    <message>
        <source>&amp;Open puzzle…</source>
        <translation>&amp;Ouvrir un casse-tête…</translation>
    </message>
    <message>
        <source>&amp;Save puzzle…</source>
        <translation>&amp;Enregistrer le casse-tête…</translation>
    </message>
    <message>
        <source>Save puzzle &amp;as…</source>
        <translation>Enregistrer le casse-tête &amp;sous…</translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>Exporter le graphique en &amp;PNG…</translation>
    </message>
    <message>
        <source>Export results as &amp;CSV…</source>
        <translation>Exporter les résultats en &amp;CSV…</translation>
    </message>
    <message>
        <source>Open a puzzle</source>
        <translation>Ouvrir un casse-tête</translation>
    </message>
    <message>
        <source>Puzzle files (*.txt);;All files (*)</source>
        <translation>Fichiers de casse-tête (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 is not a puzzle of this kind: %2</source>
        <translation>%1 n’est pas un casse-tête de ce type&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Save the puzzle</source>
        <translation>Enregistrer le casse-tête</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. The file, if there was one, is unchanged.</source>
        <translation>Impossible d’écrire %1&#xa0;: %2. Le fichier, s’il existait, est inchangé.</translation>
    </message>
    <message>
        <source>Puzzle Workbench</source>
        <translation>Puzzle Workbench</translation>
    </message>
    <message>
        <source>%1[*] — Puzzle Workbench</source>
        <translation>%1[*] — Puzzle Workbench</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Exporter les résultats</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The %1 board kept from last time could not be restored: %2. It was set aside as %3, and a new board is shown.</source>
        <translation>La grille «&#xa0;%1&#xa0;» gardée de la dernière fois n’a pas pu être rétablie&#xa0;: %2. Elle a été mise de côté sous le nom %3, et une nouvelle grille est affichée.</translation>
    </message>
    <message>
        <source>Kept boards</source>
        <translation>Grilles gardées</translation>
    </message>
    <message>
        <source>Export chart as PD&amp;F…</source>
        <translation>Exporter le graphique en PD&amp;F…</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>pw::ui::GradeDialog</name>
    <message>
        <source>Grade a folder</source>
        <translation>Noter un dossier</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Assignment:</source>
        <translation>&amp;Devoir&#xa0;:</translation>
    </message>
    <message>
        <source>The students&apos; &amp;files:</source>
        <translation>Les &amp;fichiers des élèves&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Write the grades to:</source>
        <translation>É&amp;crire les notes dans&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Grade</source>
        <translation>&amp;Noter</translation>
    </message>
    <message>
        <source>The folder of the students&apos; files</source>
        <translation>Le dossier des fichiers des élèves</translation>
    </message>
    <message>
        <source>The folder to write the grades to</source>
        <translation>Le dossier où écrire les notes</translation>
    </message>
    <message>
        <source>-grades</source>
        <translation>-notes</translation>
    </message>
    <message>
        <source>Open an assignment</source>
        <translation>Ouvrir un devoir</translation>
    </message>
    <message>
        <source>Assignments (*.txt)</source>
        <translation>Devoirs (*.txt)</translation>
    </message>
    <message>
        <source>%1 holds no .cpp file.</source>
        <translation>%1 ne contient aucun fichier .cpp.</translation>
    </message>
    <message>
        <source>Choose a folder to write the grades to.</source>
        <translation>Choisissez un dossier où écrire les notes.</translation>
    </message>
    <message>
        <source>The sandbox (bubblewrap) cannot start on this computer: the files are not run.</source>
        <translation>Le bac à sable (bubblewrap) ne peut pas démarrer sur cet ordinateur&#xa0;: les fichiers ne sont pas exécutés.</translation>
    </message>
    <message>
        <source>Board %1 (hidden)</source>
        <translation>Plateau %1 (caché)</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Plateau %1</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Note</translation>
    </message>
    <message numerus="yes">
        <source>Grading %n file(s)…</source>
        <translation>
            <numerusform>Notation de %n fichier…</numerusform>
            <numerusform>Notation de %n fichiers…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n file(s) graded…</source>
        <translation>
            <numerusform>Fichiers notés&#xa0;: %1 sur %n…</numerusform>
            <numerusform>Fichiers notés&#xa0;: %1 sur %n…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Annulé&#xa0;: rien n’a été écrit.</translation>
    </message>
    <message>
        <source>The grades were not written: %1</source>
        <translation>Les notes n’ont pas été écrites&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote grades.csv and %n feedback page(s) to %1.</source>
        <translation>
            <numerusform>grades.csv et %n page de retour écrits dans %1.</numerusform>
            <numerusform>grades.csv et %n pages de retour écrits dans %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::GradingController</name>
    <message>
        <source>&amp;Grade a folder…</source>
        <translation>&amp;Noter un dossier…</translation>
    </message>
    <message>
        <source>Grade a folder of students&apos; files on an assignment: a gradebook for Moodle and a feedback page per file</source>
        <translation>Noter un dossier de fichiers d’élèves selon un devoir&#xa0;: un carnet de notes pour Moodle et une page de retour par fichier</translation>
    </message>
</context>
<context>
    <name>pw::ui::GridBoardView</name>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>%1 board, %2 by %3</source>
        <translation>%1&#xa0;: plateau de %2 sur %3</translation>
    </message>
    <message>
        <source>The arrow keys move between the cells; Space plays the cell.</source>
        <translation>Les flèches passent d’une case à l’autre&#xa0;; Espace joue la case.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1: %2. %3</source>
        <translation>%1&#xa0;: %2. %3</translation>
    </message>
</context>
<context>
    <name>pw::ui::Launcher</name>
    <message>
        <source>unknown puzzle &apos;%1&apos;</source>
        <translation>casse-tête inconnu&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the board size must be between %1 and %2 on screen</source>
        <translation>à l’écran, la taille du plateau doit être comprise entre %1 et %2</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; for this puzzle</source>
        <translation>algorithme «&#xa0;%1&#xa0;» inconnu pour ce casse-tête</translation>
    </message>
    <message>
        <source>cannot write the screenshot %1: %2</source>
        <translation>impossible d’écrire la capture %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>the lesson has %n step(s)</source>
        <translation>
            <numerusform>la leçon a %n étape</numerusform>
            <numerusform>la leçon a %n étapes</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read the version file &apos;%1&apos;</source>
        <translation>impossible de lire le fichier de version « %1 »</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an answer to this step&apos;s question</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une réponse à la question de cette étape</translation>
    </message>
    <message>
        <source>nothing to merge: --merge names the version shown</source>
        <translation>rien à fusionner&#xa0;: --merge nomme la version affichée</translation>
    </message>
    <message>
        <source>cannot open the run %1</source>
        <translation>impossible d’ouvrir l’exécution %1</translation>
    </message>
    <message numerus="yes">
        <source>--at %1: the run holds %n event(s)</source>
        <translation>
            <numerusform>--at %1&#xa0;: l’exécution contient %n événement</numerusform>
            <numerusform>--at %1&#xa0;: l’exécution contient %n événements</numerusform>
        </translation>
    </message>
    <message>
        <source>no event is recorded: --state has nothing to write</source>
        <translation>aucun événement n’est enregistré&#xa0;: --state n’a rien à écrire</translation>
    </message>
    <message>
        <source>cannot write the state %1: %2</source>
        <translation>impossible d’écrire l’état %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>pw::ui::LessonController</name>
    <message>
        <source>Open a &amp;lesson…</source>
        <translation>Ouvrir une le&amp;çon…</translation>
    </message>
    <message>
        <source>Open a lesson</source>
        <translation>Ouvrir une leçon</translation>
    </message>
    <message>
        <source>Lessons (*.txt);;All files (*)</source>
        <translation>Leçons (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Leçons</translation>
    </message>
</context>
<context>
    <name>pw::ui::LessonPanel</name>
    <message>
        <source>The lesson waits while you explore: Resume shows this step again as it was.</source>
        <translation>La leçon attend pendant que vous explorez&#xa0;: Reprendre montre de nouveau cette étape telle qu’elle était.</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédente</translation>
    </message>
    <message>
        <source>The step before (Page Up)</source>
        <translation>L’étape précédente (Page précédente)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivante ▶</translation>
    </message>
    <message>
        <source>The next step (Page Down)</source>
        <translation>L’étape suivante (Page suivante)</translation>
    </message>
    <message>
        <source>E&amp;xplore</source>
        <translation>E&amp;xplorer</translation>
    </message>
    <message>
        <source>Leave the step to explore freely: every panel and control comes back (F2)</source>
        <translation>Quitter l’étape pour explorer librement&#xa0;: tous les panneaux et commandes reviennent (F2)</translation>
    </message>
    <message>
        <source>&amp;Resume the step</source>
        <translation>&amp;Reprendre l’étape</translation>
    </message>
    <message>
        <source>Show this step again as the lesson has it (F2)</source>
        <translation>Montrer de nouveau cette étape telle que la leçon la prévoit (F2)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>Fermer la leçon</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
</context>
<context>
    <name>pw::ui::LightsOutBoardView</name>
    <message>
        <source>press (%1,%2)</source>
        <translation>l’appui en (%1,%2)</translation>
    </message>
    <message>
        <source>wrap around (torus)</source>
        <translation>l’activation du tore</translation>
    </message>
    <message>
        <source>no wrap-around</source>
        <translation>la désactivation du tore</translation>
    </message>
    <message>
        <source>random board</source>
        <translation>la grille aléatoire</translation>
    </message>
    <message>
        <source>clear the board</source>
        <translation>l’effacement de la grille</translation>
    </message>
    <message>
        <source>hint: press (%1,%2)</source>
        <translation>l’indice&#xa0;: appui en (%1,%2)</translation>
    </message>
    <message numerus="yes">
        <source>Search: these %n press(es) turn every light off.</source>
        <translation>
            <numerusform>Recherche&#xa0;: avec %n appui, toutes les lumières s’éteignent.</numerusform>
            <numerusform>Recherche&#xa0;: avec ces %n appuis, toutes les lumières s’éteignent.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every light is already off: nothing to press.</source>
        <translation>Toutes les lumières sont déjà éteintes&#xa0;: aucun appui nécessaire.</translation>
    </message>
    <message numerus="yes">
        <source>Press the %n marked cell(s) to turn every light off (H presses one).</source>
        <translation>
            <numerusform>Appuyez sur %n case marquée pour éteindre toutes les lumières (H appuie dessus).</numerusform>
            <numerusform>Appuyez sur les %n cases marquées pour éteindre toutes les lumières (H appuie sur l’une d’elles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All lights are off in %n press(es)!</source>
        <translation>
            <numerusform>Toutes les lumières sont éteintes en %n appui&#xa0;!</numerusform>
            <numerusform>Toutes les lumières sont éteintes en %n appuis&#xa0;!</numerusform>
        </translation>
    </message>
    <message>
        <source>Every light is off. Edit mode or a random board sets a new puzzle.</source>
        <translation>Toutes les lumières sont éteintes. Le mode Édition ou une grille aléatoire pose un nouveau problème.</translation>
    </message>
    <message>
        <source>toggle the light (%1,%2)</source>
        <translation>l’inversion de la lumière (%1,%2)</translation>
    </message>
    <message>
        <source>press at (%1, %2)</source>
        <translation>appui en (%1, %2)</translation>
    </message>
    <message>
        <source>first row: no press</source>
        <translation>première ligne&#xa0;: aucun appui</translation>
    </message>
    <message numerus="yes">
        <source>first row: press in column(s) %1</source>
        <translation>
            <numerusform>première ligne&#xa0;: appui en colonne %1</numerusform>
            <numerusform>première ligne&#xa0;: appuis en colonnes %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a combination of %n press(es)</source>
        <translation>
            <numerusform>une combinaison de %n appui</numerusform>
            <numerusform>une combinaison de %n appuis</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for the fewest presses…</source>
        <translation>Recherche du plus petit nombre d’appuis…</translation>
    </message>
    <message>
        <source>row %1, column %2, on</source>
        <translation>ligne %1, colonne %2, allumée</translation>
    </message>
    <message>
        <source>row %1, column %2, off</source>
        <translation>ligne %1, colonne %2, éteinte</translation>
    </message>
    <message>
        <source>, to press</source>
        <translation>, à appuyer</translation>
    </message>
    <message>
        <source>, pressed</source>
        <translation>, appuyée</translation>
    </message>
    <message>
        <source>, in the set that cannot all be turned off</source>
        <translation>, dans l’ensemble qui ne peut pas être éteint en entier</translation>
    </message>
    <message>
        <source>Search: %1, %2.</source>
        <comment>presses tried, lights left on</comment>
        <translation>Recherche&#xa0;: %1, %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n press(es) tried</source>
        <translation>
            <numerusform>%n appui essayé</numerusform>
            <numerusform>%n appuis essayés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n light(s) left on</source>
        <translation>
            <numerusform>%n lumière encore allumée</numerusform>
            <numerusform>%n lumières encore allumées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not solvable: every press toggles an even number of the %1 lights framed and marked ✗, so the parity of the lit ones among them never changes; %n of them is (are) lit, an odd number, so they can never all be off.</source>
        <translation>
            <numerusform>Insoluble&#xa0;: chaque appui inverse un nombre pair des %1 lumières encadrées et marquées ✗, donc la parité du nombre de lumières allumées parmi elles ne change jamais&#xa0;; %n est allumée, un nombre impair, donc elles ne pourront jamais être toutes éteintes.</numerusform>
            <numerusform>Insoluble&#xa0;: chaque appui inverse un nombre pair des %1 lumières encadrées et marquées ✗, donc la parité du nombre de lumières allumées parmi elles ne change jamais&#xa0;; %n sont allumées, un nombre impair, donc elles ne pourront jamais être toutes éteintes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Edit mode: a click toggles one light. %n light(s) on.</source>
        <translation>
            <numerusform>Mode Édition&#xa0;: un clic inverse une lumière. %n lumière allumée.</numerusform>
            <numerusform>Mode Édition&#xa0;: un clic inverse une lumière. %n lumières allumées.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2.</source>
        <comment>lights on, presses made</comment>
        <translation>%1, %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n light(s) on</source>
        <translation>
            <numerusform>%n lumière allumée</numerusform>
            <numerusform>%n lumières allumées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n press(es) made</source>
        <translation>
            <numerusform>%n appui fait</numerusform>
            <numerusform>%n appuis faits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::LightsOutOptions</name>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>A click presses a cell: it and its neighbours toggle (key E switches).</source>
        <translation>Un clic appuie sur une case&#xa0;: elle et ses voisines s’inversent (la touche E change de mode).</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>A click toggles a single light, to set a board up (key E switches).</source>
        <translation>Un clic inverse une seule lumière, pour préparer une grille (la touche E change de mode).</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>Tore</translation>
    </message>
    <message>
        <source>Neighbours wrap around the edges; the lights stay as they are.</source>
        <translation>Les voisines se prolongent de l’autre côté des bords&#xa0;; les lumières restent telles quelles.</translation>
    </message>
    <message>
        <source>Random (solvable)</source>
        <translation>Aléatoire (soluble)</translation>
    </message>
    <message>
        <source>Random presses from the dark board: always solvable.</source>
        <translation>Des appuis au hasard à partir de la grille éteinte&#xa0;: toujours soluble.</translation>
    </message>
    <message>
        <source>Random (any)</source>
        <translation>Aléatoire (quelconque)</translation>
    </message>
    <message>
        <source>Every light on or off at random: on some sizes it cannot be solved.</source>
        <translation>Chaque lumière allumée ou éteinte au hasard&#xa0;: pour certaines tailles, la grille peut être insoluble.</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Voir la solution</translation>
    </message>
    <message>
        <source>Marks the fewest cells to press, found by linear algebra over GF(2) (key S).</source>
        <translation>Marque le moins de cases possible sur lesquelles appuyer, trouvées par algèbre linéaire sur GF(2) (touche S).</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Presses one cell of the solution (key H); Undo takes it back.</source>
        <translation>Appuie sur une case de la solution (touche H)&#xa0;; Annuler revient en arrière.</translation>
    </message>
</context>
<context>
    <name>pw::ui::LockstepDock</name>
    <message>
        <source>Side by side</source>
        <translation>Côte à côte</translation>
    </message>
    <message>
        <source>Compare versions &amp;side by side</source>
        <translation>Comparer les versions &amp;côte à côte</translation>
    </message>
    <message>
        <source>Two versions&apos; searches on this board, stepped together</source>
        <translation>Les recherches de deux versions sur cette grille, avancées ensemble</translation>
    </message>
</context>
<context>
    <name>pw::ui::LockstepView</name>
    <message>
        <source>Start both</source>
        <translation>Lancer les deux</translation>
    </message>
    <message>
        <source>Starts both versions again on the board of the window</source>
        <translation>Relance les deux versions sur la grille de la fenêtre</translation>
    </message>
    <message>
        <source>Step both</source>
        <translation>Un pas pour les deux</translation>
    </message>
    <message>
        <source>One event more for each version</source>
        <translation>Un événement de plus pour chaque version</translation>
    </message>
    <message>
        <source>Next decision at the same depth</source>
        <translation>Décision suivante à la même profondeur</translation>
    </message>
    <message>
        <source>The first version goes to its next decision, the second to its next decision at the same depth</source>
        <translation>La première version va jusqu’à sa décision suivante, la deuxième jusqu’à sa prochaine décision à la même profondeur</translation>
    </message>
    <message>
        <source>First version:</source>
        <translation>Première version&#xa0;:</translation>
    </message>
    <message>
        <source>Second version:</source>
        <translation>Deuxième version&#xa0;:</translation>
    </message>
    <message>
        <source>this puzzle has no board to show</source>
        <translation>ce casse-tête n’a pas de grille à montrer</translation>
    </message>
    <message numerus="yes">
        <source>Search over after %n event(s).</source>
        <translation>
            <numerusform>Recherche terminée après %n événement.</numerusform>
            <numerusform>Recherche terminée après %n événements.</numerusform>
        </translation>
    </message>
    <message>
        <source>Event %1: decision, %2.</source>
        <translation>Événement %1&#xa0;: décision, %2.</translation>
    </message>
    <message>
        <source>Event %1: a solution.</source>
        <translation>Événement %1&#xa0;: une solution.</translation>
    </message>
    <message>
        <source>Event %1.</source>
        <translation>Événement %1.</translation>
    </message>
</context>
<context>
    <name>pw::ui::MagicBoardView</name>
    <message>
        <source>Magic constant %1</source>
        <translation>Constante magique %1</translation>
    </message>
    <message>
        <source>%1 in row %2, column %3</source>
        <translation>la saisie de %1 en ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>clear row %1, column %2</source>
        <translation>l’effacement en ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>mark row %1, column %2 as given</source>
        <translation>le marquage comme donnée en ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>unmark row %1, column %2</source>
        <translation>le démarquage en ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>mark every number as given</source>
        <translation>le marquage de tous les nombres comme données</translation>
    </message>
    <message>
        <source>clear the cells not given</source>
        <translation>l’effacement des cases non données</translation>
    </message>
    <message>
        <source>clear the board</source>
        <translation>l’effacement du carré</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>la ligne %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>la colonne %1</translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <translation>la diagonale principale</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <translation>l’antidiagonale</translation>
    </message>
    <message>
        <source>A magic square of order %1 in its standard form: the stored square is one of its 8 rotations and reflections.</source>
        <translation>Un carré magique d’ordre %1 sous sa forme standard&#xa0;: le carré enregistré est l’une de ses 8 rotations et réflexions.</translation>
    </message>
    <message>
        <source>A magic square of order %1, already in its standard form.</source>
        <translation>Un carré magique d’ordre %1, déjà sous sa forme standard.</translation>
    </message>
    <message>
        <source>A magic square of order %1: every line sums to %2.</source>
        <translation>Un carré magique d’ordre %1&#xa0;: chaque ligne, colonne et diagonale a pour somme %2.</translation>
    </message>
    <message>
        <source>Finished! A magic square of order %1: every row, column and diagonal sums to %2.</source>
        <translation>Terminé&#xa0;! Un carré magique d’ordre %1&#xa0;: chaque ligne, chaque colonne et chaque diagonale a pour somme %2.</translation>
    </message>
    <message>
        <source>Search — a magic square found.</source>
        <translation>Recherche — un carré magique trouvé.</translation>
    </message>
    <message>
        <source>Search — cells filled: %1 of %2. Refused: %3 sums to %4, not %5.</source>
        <translation>Recherche — cases remplies&#xa0;: %1 sur %2. Refusé&#xa0;: %3 a pour somme %4 et non %5.</translation>
    </message>
    <message>
        <source>Search — cells filled: %1 of %2. Cut: %3 can no longer reach %4.</source>
        <translation>Recherche — cases remplies&#xa0;: %1 sur %2. Coupé&#xa0;: %3 ne peut plus atteindre %4.</translation>
    </message>
    <message>
        <source>Search — cells filled: %1 of %2. Refused: %3 would need %4, which is not free.</source>
        <translation>Recherche — cases remplies&#xa0;: %1 sur %2. Refusé&#xa0;: %3 exigerait %4, qui n’est pas libre.</translation>
    </message>
    <message>
        <source>Search — cells filled: %1 of %2.</source>
        <translation>Recherche — cases remplies&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <source>Cells filled: %1 of %2 (given: %3). Every line must sum to %4.</source>
        <translation>Cases remplies&#xa0;: %1 sur %2 (données&#xa0;: %3). Chaque ligne, colonne et diagonale doit avoir pour somme %4.</translation>
    </message>
    <message>
        <source>Numbers outside 1..%1: %2.</source>
        <translation>Nombres hors de 1..%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Cells repeating a number: %1.</source>
        <translation>Cases qui répètent un nombre&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Lines that can no longer sum to %1: %2.</source>
        <translation>Lignes, colonnes ou diagonales qui ne peuvent plus avoir pour somme %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The givens cannot be used. %1</source>
        <translation>Les nombres donnés ne conviennent pas. %1</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>case %1</translation>
    </message>
    <message>
        <source>%1 in cell %2</source>
        <translation>%1 dans la case %2</translation>
    </message>
    <message>
        <source>row %1, column %2, %3 refused</source>
        <translation>ligne %1, colonne %2, %3 refusé</translation>
    </message>
    <message>
        <source>row %1, column %2, empty</source>
        <translation>ligne %1, colonne %2, vide</translation>
    </message>
    <message>
        <source>row %1, column %2, %3</source>
        <translation>ligne %1, colonne %2, %3</translation>
    </message>
    <message>
        <source>, given</source>
        <translation>, donné</translation>
    </message>
    <message>
        <source>, out of range</source>
        <translation>, hors limites</translation>
    </message>
    <message>
        <source>, repeated</source>
        <translation>, répété</translation>
    </message>
    <message>
        <source>%1: no number yet</source>
        <translation>%1&#xa0;: aucun nombre encore</translation>
    </message>
    <message>
        <source>%1: sum %2, correct</source>
        <translation>%1&#xa0;: somme %2, juste</translation>
    </message>
    <message>
        <source>%1: sum %2, wrong, not %3</source>
        <translation>%1&#xa0;: somme %2, fausse, et non %3</translation>
    </message>
    <message>
        <source>%1: sum %2, can no longer reach %3</source>
        <translation>%1&#xa0;: somme %2, ne peut plus atteindre %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: sum %2, %n cell(s) still empty</source>
        <translation>
            <numerusform>%1&#xa0;: somme %2, %n case encore vide</numerusform>
            <numerusform>%1&#xa0;: somme %2, %n cases encore vides</numerusform>
        </translation>
    </message>
    <message>
        <source>The arrow keys move between the cells; digits type a number, Delete erases it, G marks it as given.</source>
        <translation>Les flèches passent d’une case à l’autre&#xa0;; les chiffres tapent un nombre, Suppr l’efface, G le marque comme donné.</translation>
    </message>
</context>
<context>
    <name>pw::ui::MagicOptions</name>
    <message>
        <source>Mark as given</source>
        <translation>Marquer comme donnée</translation>
    </message>
    <message>
        <source>The selected cell becomes a given that Solve keeps, or stops being one (key G, or a right click).</source>
        <translation>La case sélectionnée devient une donnée que Résoudre conserve, ou cesse d’en être une (touche G, ou clic droit).</translation>
    </message>
    <message>
        <source>Mark all as given</source>
        <translation>Tout marquer comme données</translation>
    </message>
    <message>
        <source>Every number on the board becomes a given.</source>
        <translation>Chaque nombre du plateau devient une donnée.</translation>
    </message>
    <message>
        <source>Clear non-given cells</source>
        <translation>Vider les cases non données</translation>
    </message>
    <message>
        <source>Empties every cell that is not a given.</source>
        <translation>Vide chaque case qui n’est pas une donnée.</translation>
    </message>
    <message>
        <source>Show one square per symmetry class</source>
        <translation>Un seul carré par classe de symétrie</translation>
    </message>
    <message>
        <source>A solution from the browser is shown in its standard form (Frénicle&apos;s): the 8 rotations and reflections of a square all show as the same one.</source>
        <translation>Une solution choisie dans la liste est affichée sous sa forme standard (celle de Frénicle)&#xa0;: les 8 rotations et réflexions d’un carré s’affichent toutes comme le même carré.</translation>
    </message>
</context>
<context>
    <name>pw::ui::MainWindow</name>
    <message>
        <source>Puzzle Workbench</source>
        <translation>Puzzle Workbench</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solutions&lt;/b&gt;</source>
        <translation>&lt;b&gt;Solutions&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pseudo-code&lt;/b&gt;</source>
        <translation>&lt;b&gt;Pseudo-code&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Annu&amp;ler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refaire</translation>
    </message>
    <message>
        <source>&amp;Clear the board</source>
        <translation>&amp;Vider le plateau</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>The &amp;versions explained</source>
        <translation>Les &amp;versions expliquées</translation>
    </message>
    <message>
        <source>&amp;About Puzzle Workbench</source>
        <translation>À &amp;propos de Puzzle Workbench</translation>
    </message>
    <message>
        <source>The versions explained</source>
        <translation>Les versions expliquées</translation>
    </message>
    <message>
        <source>About Puzzle Workbench</source>
        <translation>À propos de Puzzle Workbench</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Puzzle Workbench %1&lt;/h3&gt;&lt;p&gt;Five classic puzzles, each solved by successive versions of its algorithm, from brute force to the best known method. Step through a search to watch backtracking happen, and compare the versions on a live chart.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Puzzle Workbench %1&lt;/h3&gt;&lt;p&gt;Cinq casse-tête classiques, chacun résolu par des versions successives de son algorithme, de la force brute à la meilleure méthode connue. Suivez une recherche pas à pas pour voir le retour sur trace à l’œuvre, et comparez les versions sur un graphique en direct.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Arbre de recherche</translation>
    </message>
    <message>
        <source>Search &amp;tree</source>
        <translation>&amp;Arbre de recherche</translation>
    </message>
    <message>
        <source>The tree of the traced search, as it grows</source>
        <translation>L’arbre de la recherche tracée, à mesure qu’il pousse</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
</context>
<context>
    <name>pw::ui::MergeController</name>
    <message>
        <source>The board shows a node of the merge (read only), with the pseudo-code of %1. Live board brings the run back.</source>
        <translation>Le plateau montre un nœud de la fusion (lecture seule), avec le pseudo-code de %1. Plateau en direct ramène l’exécution.</translation>
    </message>
</context>
<context>
    <name>pw::ui::OwnVersionController</name>
    <message>
        <source>Run without the sandbox?</source>
        <translation>Exécuter sans le bac à sable ?</translation>
    </message>
    <message>
        <source>The sandbox (bubblewrap) that keeps a version from the rest of the computer cannot start here: %1

Compile and run %2 without it? It would run with every right of your account: do so only for a file you trust.</source>
        <translation>Le bac à sable (bubblewrap) qui tient une version à l’écart du reste de l’ordinateur ne peut pas démarrer ici : %1

Compiler et exécuter %2 sans lui ? Le fichier s’exécuterait avec tous les droits de votre compte : ne le faites que pour un fichier de confiance.</translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation>Compilateur</translation>
    </message>
    <message>
        <source>&amp;Compiler messages</source>
        <translation>Messages du &amp;compilateur</translation>
    </message>
    <message>
        <source>What the compiler says of your own versions</source>
        <translation>Ce que dit le compilateur de vos propres versions</translation>
    </message>
    <message>
        <source>Open a &amp;version…</source>
        <translation>Ouvrir une &amp;version…</translation>
    </message>
    <message>
        <source>A version of your own: a C++ file with a search function against a puzzle header</source>
        <translation>Une version à vous : un fichier C++ et sa fonction de recherche, écrits pour l’en-tête d’un casse-tête</translation>
    </message>
    <message>
        <source>Open a version</source>
        <translation>Ouvrir une version</translation>
    </message>
    <message>
        <source>C++ files (*.cpp *.cc *.cxx);;All files (*)</source>
        <translation>Fichiers C++ (*.cpp *.cc *.cxx);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 n’est pas un fichier.</translation>
    </message>
    <message>
        <source>bubblewrap is not installed (Debian package bubblewrap).</source>
        <translation>bubblewrap n’est pas installé (paquet Debian bubblewrap).</translation>
    </message>
</context>
<context>
    <name>pw::ui::PresentationController</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>&amp;Taille normale</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>Mode pré&amp;sentation</translation>
    </message>
    <message>
        <source>Large type for a projector</source>
        <translation>Gros caractères pour un vidéoprojecteur</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
</context>
<context>
    <name>pw::ui::PrintController</name>
    <message>
        <source>Print the board, and its solution on a second page when a run found one</source>
        <translation>Imprimer le plateau, et sa solution sur une deuxième page quand une exécution en a trouvé une</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Exporter en P&amp;DF…</translation>
    </message>
    <message>
        <source>Print and export the solution the last run found on a second page</source>
        <translation>Imprimer et exporter sur une deuxième page la solution trouvée par la dernière exécution</translation>
    </message>
    <message>
        <source>&amp;Worksheet…</source>
        <translation>Fic&amp;he d’exercices…</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>Export the board as PDF</source>
        <translation>Exporter le plateau en PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>Imp&amp;rimer…</translation>
    </message>
    <message>
        <source>With the solu&amp;tion</source>
        <translation>Avec la solu&amp;tion</translation>
    </message>
</context>
<context>
    <name>pw::ui::PseudocodeView</name>
    <message>
        <source>The algorithm of the chosen version; in step and play modes the line of the current event is lit.</source>
        <translation>L’algorithme de la version choisie&#xa0;; en pas à pas et en lecture, la ligne de l’événement en cours est mise en évidence.</translation>
    </message>
    <message>
        <source>current line, refused</source>
        <translation>ligne en cours, refus</translation>
    </message>
    <message>
        <source>current line</source>
        <translation>ligne en cours</translation>
    </message>
</context>
<context>
    <name>pw::ui::QueensBoardView</name>
    <message>
        <source>queen on %1%2</source>
        <translation>la dame en %1%2</translation>
    </message>
    <message>
        <source>clear the board</source>
        <translation>l’effacement de l’échiquier</translation>
    </message>
    <message>
        <source>A solution of the %1 queens.</source>
        <translation>Une solution des %1 dames.</translation>
    </message>
    <message>
        <source>Solved! %1 queens, none attacks another.</source>
        <translation>Résolu&#xa0;! %1 dames, aucune n’en menace une autre.</translation>
    </message>
    <message>
        <source>Search in progress — queens on the board: %1 of %2.</source>
        <translation>Recherche en cours — dames sur l’échiquier&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <source>Queens placed: %1 of %2. In conflict: %3.</source>
        <translation>Dames placées&#xa0;: %1 sur %2. En conflit&#xa0;: %3.</translation>
    </message>
    <message>
        <source>queen in row %1, column %2</source>
        <translation>dame en ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>row %1, column %2, queen refused</source>
        <translation>ligne %1, colonne %2, dame refusée</translation>
    </message>
    <message>
        <source>row %1, column %2, queen in conflict</source>
        <translation>ligne %1, colonne %2, dame en conflit</translation>
    </message>
    <message>
        <source>row %1, column %2, queen</source>
        <translation>ligne %1, colonne %2, dame</translation>
    </message>
    <message>
        <source>row %1, column %2, empty, attacked</source>
        <translation>ligne %1, colonne %2, vide, menacée</translation>
    </message>
    <message>
        <source>row %1, column %2, empty</source>
        <translation>ligne %1, colonne %2, vide</translation>
    </message>
    <message>
        <source>Joining two partial boards: the blue columns and the orange ones. Queens on the board: %1 of %2.</source>
        <translation>Assemblage de deux plateaux partiels&#xa0;: les colonnes bleues et les colonnes orange. Dames sur l’échiquier&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <source>A partial board, in the blue columns. Queens on the board: %1 of %2.</source>
        <translation>Un plateau partiel, dans les colonnes bleues. Dames sur l’échiquier&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <source>queens in rows %1 of columns %2 to %3</source>
        <translation>dames en lignes %1 des colonnes %2 à %3</translation>
    </message>
</context>
<context>
    <name>pw::ui::QuestionBox</name>
    <message>
        <source>Question for the class</source>
        <translation>Question pour la classe</translation>
    </message>
    <message>
        <source>The class&apos;s number</source>
        <translation>Le nombre de la classe</translation>
    </message>
    <message>
        <source>&amp;Row:</source>
        <translation>&amp;Ligne&#xa0;:</translation>
    </message>
    <message>
        <source>C&amp;olumn:</source>
        <translation>C&amp;olonne&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Answer and run</source>
        <translation>&amp;Répondre et exécuter</translation>
    </message>
    <message>
        <source>Keep the class&apos;s answer and let the run say the real one</source>
        <translation>Garder la réponse de la classe et laisser l’exécution dire la vraie</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>No answer: let the run go on</source>
        <translation>Pas de réponse&#xa0;: laisser l’exécution continuer</translation>
    </message>
    <message>
        <source>Enter the class&apos;s answer, then Answer and run: the run goes on to its next placement.</source>
        <translation>Entrez la réponse de la classe, puis Répondre et exécuter&#xa0;: l’exécution avance jusqu’à sa prochaine pose.</translation>
    </message>
    <message>
        <source>Enter the class&apos;s answer, then Answer and run: the run starts and says the real figure.</source>
        <translation>Entrez la réponse de la classe, puis Répondre et exécuter&#xa0;: l’exécution démarre et donne le vrai chiffre.</translation>
    </message>
    <message>
        <source>The class: %1. The run goes on…</source>
        <translation>La classe&#xa0;: %1. L’exécution continue…</translation>
    </message>
</context>
<context>
    <name>pw::ui::RecordingCapDialog</name>
    <message>
        <source>Recording cap</source>
        <translation>Limite de l’enregistrement</translation>
    </message>
    <message>
        <source>Every stepped or played run is recorded, so that it can be stepped back, scrubbed and saved. A million events take about 20 MB; a recording never takes more than %1 MB.</source>
        <translation>Chaque exécution pas à pas ou en lecture est enregistrée, pour revenir en arrière, la parcourir et l’enregistrer. Un million d’événements prennent environ 20 Mo&#xa0;; un enregistrement ne prend jamais plus de %1 Mo.</translation>
    </message>
    <message>
        <source>&amp;Events recorded at most:</source>
        <translation>Événements enregistrés au &amp;plus&#xa0;:</translation>
    </message>
    <message>
        <source>The run stops there</source>
        <translation>L’exécution s’arrête là</translation>
    </message>
    <message>
        <source>The run goes on to its end, unrecorded</source>
        <translation>L’exécution va jusqu’au bout, sans être enregistrée</translation>
    </message>
    <message>
        <source>&amp;At the cap:</source>
        <translation>À la &amp;limite&#xa0;:</translation>
    </message>
</context>
<context>
    <name>pw::ui::RecordingController</name>
    <message>
        <source>Step &amp;back</source>
        <translation>&amp;Reculer d’un pas</translation>
    </message>
    <message>
        <source>One event back in the recorded run (Shift+F10, or Left on the board)</source>
        <translation>Un événement en arrière dans l’exécution enregistrée (Maj+F10, ou Gauche sur le plateau)</translation>
    </message>
    <message>
        <source>&amp;Bookmark this event…</source>
        <translation>Poser un &amp;signet sur cet événement…</translation>
    </message>
    <message>
        <source>Save the ru&amp;n…</source>
        <translation>Enregistrer l’e&amp;xécution…</translation>
    </message>
    <message>
        <source>Keep the recorded run, to replay it here or on another computer</source>
        <translation>Garder l’exécution enregistrée, pour la rejouer ici ou sur un autre ordinateur</translation>
    </message>
    <message>
        <source>Open a r&amp;un…</source>
        <translation>Ouvrir une exéc&amp;ution…</translation>
    </message>
    <message>
        <source>Replay a saved run, without running or compiling anything</source>
        <translation>Rejouer une exécution enregistrée, sans rien exécuter ni compiler</translation>
    </message>
    <message numerus="yes">
        <source>The first %n event(s) are recorded</source>
        <translation>
            <numerusform>Le premier événement (%n) est enregistré</numerusform>
            <numerusform>Les %n premiers événements sont enregistrés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the run went on to its end without recording the rest.</source>
        <translation>%1&#xa0;: l’exécution est allée jusqu’au bout sans enregistrer la suite.</translation>
    </message>
    <message>
        <source>%1: the run stopped there.</source>
        <translation>%1&#xa0;: l’exécution s’est arrêtée là.</translation>
    </message>
    <message>
        <source>The last event is where the run ended.</source>
        <translation>Le dernier événement est celui où l’exécution s’est terminée.</translation>
    </message>
    <message>
        <source>A saved run, replayed.</source>
        <translation>Une exécution enregistrée, rejouée.</translation>
    </message>
    <message>
        <source>The last recorded event: the run was saved up to here.</source>
        <translation>Le dernier événement enregistré&#xa0;: l’exécution a été enregistrée jusqu’ici.</translation>
    </message>
    <message>
        <source>The first recorded event: there is nothing before it.</source>
        <translation>Le premier événement enregistré&#xa0;: il n’y a rien avant.</translation>
    </message>
    <message>
        <source>Event %1 of %2: the run ended here. %3</source>
        <translation>Événement %1 sur %2&#xa0;: l’exécution s’est terminée ici. %3</translation>
    </message>
    <message>
        <source>Event %1 of %2: %3 at depth %4</source>
        <translation>Événement %1 sur %2&#xa0;: %3 à la profondeur %4</translation>
    </message>
    <message>
        <source>Bookmark this event</source>
        <translation>Poser un signet sur cet événement</translation>
    </message>
    <message>
        <source>A label for event %1 (or none):</source>
        <translation>Un nom pour l’événement %1 (ou aucun)&#xa0;:</translation>
    </message>
    <message>
        <source>No run is recorded: Step or Play a version first.</source>
        <translation>Aucune exécution n’est enregistrée&#xa0;: lancez d’abord une version en Pas à pas ou en Lecture.</translation>
    </message>
    <message>
        <source>Save the run</source>
        <translation>Enregistrer l’exécution</translation>
    </message>
    <message>
        <source>Recorded runs (*.pwrun);;All files (*)</source>
        <translation>Exécutions enregistrées (*.pwrun);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a run</source>
        <translation>Ouvrir une exécution</translation>
    </message>
    <message>
        <source>event %1 of %2</source>
        <translation>événement %1 sur %2</translation>
    </message>
</context>
<context>
    <name>pw::ui::RunController</name>
    <message numerus="yes">
        <source>Comparing %n version(s)…</source>
        <translation>
            <numerusform>Comparaison de %n version…</numerusform>
            <numerusform>Comparaison de %n versions…</numerusform>
        </translation>
    </message>
    <message>
        <source>Solving with %1…</source>
        <translation>Résolution avec %1…</translation>
    </message>
    <message>
        <source>Playing %1: Pause holds it, Step goes one event at a time.</source>
        <translation>Lecture de %1&#xa0;: Pause l’interrompt, Pas à pas avance d’un événement à la fois.</translation>
    </message>
    <message>
        <source>Stepping %1: Step or the Right key shows the next event.</source>
        <translation>Pas à pas avec %1&#xa0;: le bouton Pas à pas ou la flèche droite affiche l’événement suivant.</translation>
    </message>
    <message>
        <source>Event %1: %2 at depth %3</source>
        <translation>Événement %1&#xa0;: %2 à la profondeur %3</translation>
    </message>
    <message>
        <source>Comparison done.</source>
        <translation>Comparaison terminée.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Terminé.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <source>Solutions found: %1.</source>
        <translation>Solutions trouvées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Solution %1 found after %2.</source>
        <translation>Solution %1 trouvée au bout de %2.</translation>
    </message>
    <message>
        <source>The board shows a node of the search tree (read only). Live board, or the next step, brings the run back.</source>
        <translation>Le plateau montre un nœud de l’arbre de recherche (lecture seule). Plateau en direct, ou le pas suivant, ramène l’exécution.</translation>
    </message>
    <message>
        <source>Stopped by the budget of %1 before it finished.</source>
        <translation>Arrêtée par le temps alloué de %1 avant d’avoir fini.</translation>
    </message>
    <message>
        <source>The file did not compile: nothing ran.</source>
        <translation>Le fichier n’a pas compilé&#xa0;: rien n’a été exécuté.</translation>
    </message>
    <message>
        <source>The run ended before its search was over.</source>
        <translation>L’exécution s’est terminée avant la fin de sa recherche.</translation>
    </message>
    <message>
        <source>Search: %1 (starting the program: %2, not counted).</source>
        <translation>Recherche&#xa0;: %1 (démarrage du programme&#xa0;: %2, non compté).</translation>
    </message>
</context>
<context>
    <name>pw::ui::SearchTreePanel</name>
    <message>
        <source>&amp;Fit</source>
        <translation>&amp;Ajuster</translation>
    </message>
    <message>
        <source>Show the whole tree</source>
        <translation>Montrer l’arbre entier</translation>
    </message>
    <message>
        <source>Follo&amp;w</source>
        <translation>&amp;Suivre</translation>
    </message>
    <message>
        <source>Keep the current node of the search in view</source>
        <translation>Garder en vue le nœud courant de la recherche</translation>
    </message>
    <message>
        <source>Zoom in (or the mouse wheel)</source>
        <translation>Zoom avant (ou la molette)</translation>
    </message>
    <message>
        <source>Zoom out (or the mouse wheel)</source>
        <translation>Zoom arrière (ou la molette)</translation>
    </message>
    <message>
        <source>&amp;Live board</source>
        <translation>Plateau en &amp;direct</translation>
    </message>
    <message>
        <source>The board shows a node of the tree; go back to the board of the run</source>
        <translation>Le plateau montre un nœud de l’arbre&#xa0;; revenir au plateau de l’exécution</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Nodes kept in memory (16 bytes each); past them the deepest levels are counted only. Applies to the next run.</source>
        <translation>Nœuds gardés en mémoire (16 octets chacun)&#xa0;; au-delà, les niveaux les plus profonds sont seulement comptés. S’applique à la prochaine exécution.</translation>
    </message>
    <message>
        <source>&amp;Keep:</source>
        <translation>&amp;Garder&#xa0;:</translation>
    </message>
    <message>
        <source>Step or Play a version (F10, F6) to watch its search tree grow here: a circle is a choice, a red square a dead end, a green diamond a solution, a red triangle a subtree with no solution (click to unfold). A run with Solve is not traced; Compare versions charts every version&apos;s nodes per depth.</source>
        <translation>Lancez une version Pas à pas ou en Lecture (F10, F6) pour voir son arbre de recherche pousser ici&#xa0;: un cercle est un choix, un carré rouge une impasse, un losange vert une solution, un triangle rouge un sous-arbre sans solution (un clic le déplie). Une exécution avec Résoudre n’est pas tracée&#xa0;; Comparer les versions trace les nœuds par profondeur de chaque version.</translation>
    </message>
    <message>
        <source>No traced run.</source>
        <translation>Aucune exécution tracée.</translation>
    </message>
    <message>
        <source>a solution</source>
        <translation>une solution</translation>
    </message>
    <message>
        <source>still open</source>
        <translation>encore ouvert</translation>
    </message>
    <message>
        <source>a choice</source>
        <translation>un choix</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>coupé</translation>
    </message>
    <message>
        <source>a dead end</source>
        <translation>une impasse</translation>
    </message>
    <message>
        <source>The root: %1.</source>
        <translation>La racine&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Arbre de recherche</translation>
    </message>
    <message>
        <source>Export the search tree</source>
        <translation>Exporter l’arbre de recherche</translation>
    </message>
    <message>
        <source>the drawing could not be made</source>
        <translation>le dessin n’a pas pu être fait</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Save the view of the tree as SVG, PDF or PNG</source>
        <translation>Enregistrer la vue de l’arbre en SVG, PDF ou PNG</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg);;PDF documents (*.pdf);;PNG images (*.png)</source>
        <translation>Dessins SVG (*.svg);;Documents PDF (*.pdf);;Images PNG (*.png)</translation>
    </message>
    <message numerus="yes">
        <source>Over %1 node(s): levels below %2 are kept as counts only.</source>
        <translation>
            <numerusform>Plus de %1 nœud&#xa0;: les niveaux sous le niveau %2 sont seulement comptés.</numerusform>
            <numerusform>Plus de %1 nœuds&#xa0;: les niveaux sous le niveau %2 sont seulement comptés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 node(s) below, no solution</source>
        <translation>
            <numerusform>%1 nœud en dessous, aucune solution</numerusform>
            <numerusform>%1 nœuds en dessous, aucune solution</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge this version&apos;s search tree with another version&apos;s on the same board: the nodes only this version visits appear as hollow dashed triangles, what the other&apos;s idea cut</source>
        <translation>Fusionner l’arbre de recherche de cette version avec celui d’une autre version sur le même plateau&#xa0;: les nœuds que seule cette version visite apparaissent en triangles creux pointillés, ce que l’idée de l’autre a coupé</translation>
    </message>
    <message>
        <source>&amp;Merge with:</source>
        <translation>&amp;Fusionner avec&#xa0;:</translation>
    </message>
    <message>
        <source>none (the run&apos;s tree)</source>
        <translation>aucune (l’arbre de l’exécution)</translation>
    </message>
    <message>
        <source>The root</source>
        <translation>La racine</translation>
    </message>
</context>
<context>
    <name>pw::ui::SearchTreeView</name>
    <message>
        <source>The root: no decision yet (depth 0)</source>
        <translation>La racine&#xa0;: aucune décision encore (profondeur 0)</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Profondeur %1</translation>
    </message>
    <message>
        <source>%1 (depth %2)</source>
        <comment>a decision of the search and its depth</comment>
        <translation>%1 (profondeur %2)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Depth %1: %2</source>
        <comment>a depth of the tree and its count of nodes</comment>
        <translation>Profondeur %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>(%1 of them in a summary node)</source>
        <translation>
            <numerusform>(dont %1 dans un nœud résumé)</numerusform>
            <numerusform>(dont %1 dans un nœud résumé)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::ShadingBoardView</name>
    <message>
        <source>k lowered from %1 to %2: no run of %1 fits a %3×%4 grid.</source>
        <translation>k abaissé de %1 à %2&#xa0;: aucune suite de %1 ne tient dans une grille %3×%4.</translation>
    </message>
    <message>
        <source>no run of %1</source>
        <translation>l’interdiction des suites de %1</translation>
    </message>
    <message>
        <source>clear the grid</source>
        <translation>l’effacement de la grille</translation>
    </message>
    <message>
        <source>Best known: %1</source>
        <translation>Meilleur connu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Best known: computing…</source>
        <translation>Meilleur connu&#xa0;: calcul en cours…</translation>
    </message>
    <message>
        <source>That is the maximum for %1×%2, k = %3: no grid does better!</source>
        <translation>C’est le maximum pour %1×%2, k = %3&#xa0;: aucune grille ne fait mieux&#xa0;!</translation>
    </message>
    <message>
        <source>Best known for %1×%2, k = %3: %4.</source>
        <translation>Meilleur connu pour %1×%2, k = %3&#xa0;: %4.</translation>
    </message>
    <message>
        <source>Best known for %1×%2, k = %3: computing…</source>
        <translation>Meilleur connu pour %1×%2, k = %3&#xa0;: calcul en cours…</translation>
    </message>
    <message>
        <source>Shown in its canonical form, for its symmetry class.</source>
        <translation>Affichée sous sa forme canonique, pour sa classe de symétrie.</translation>
    </message>
    <message>
        <source>Already in its canonical form.</source>
        <translation>Déjà sous sa forme canonique.</translation>
    </message>
    <message>
        <source>Score %1 — no run of %2.</source>
        <translation>Score %1 — aucune suite de %2.</translation>
    </message>
    <message>
        <source>Search: row %1 cut by the mirror rule — its mirror image is searched instead.</source>
        <translation>Recherche&#xa0;: ligne %1 coupée par la règle du miroir — c’est son image miroir qui est cherchée.</translation>
    </message>
    <message>
        <source>Search: branch cut, hope %1 — this branch can no longer beat the best.</source>
        <translation>Recherche&#xa0;: branche coupée, espoir %1 — cette branche ne peut plus battre le meilleur.</translation>
    </message>
    <message>
        <source>Search: this pattern of row %1 would close a run of %2 with the rows above.</source>
        <translation>Recherche&#xa0;: ce motif de la ligne %1 compléterait une suite de %2 avec les lignes du dessus.</translation>
    </message>
    <message>
        <source>Search: shading this cell would close a run of %1.</source>
        <translation>Recherche&#xa0;: noircir cette case compléterait une suite de %1.</translation>
    </message>
    <message>
        <source>Search: row %1 — a cross marks a cell that would close a run of %2 with the rows above.</source>
        <translation>Recherche&#xa0;: ligne %1 — une croix marque une case qui compléterait une suite de %2 avec les lignes du dessus.</translation>
    </message>
    <message>
        <source>Hope %1: white cells still affordable to beat the best.</source>
        <translation>Espoir %1&#xa0;: cases blanches encore permises pour battre le meilleur.</translation>
    </message>
    <message>
        <source>shade (%1,%2)</source>
        <translation>le noircissement en (%1,%2)</translation>
    </message>
    <message>
        <source>clear (%1,%2)</source>
        <translation>l’effacement en (%1,%2)</translation>
    </message>
    <message>
        <source>k = %1 refused. %2</source>
        <translation>k = %1 refusé. %2</translation>
    </message>
    <message>
        <source>row %1 pattern %2</source>
        <translation>motif de ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>(%1, %2) shaded</source>
        <translation>(%1, %2) noircie</translation>
    </message>
    <message>
        <source>(%1, %2) white</source>
        <translation>(%1, %2) blanche</translation>
    </message>
    <message>
        <source>across</source>
        <translation>horizontale</translation>
    </message>
    <message>
        <source>down</source>
        <translation>verticale</translation>
    </message>
    <message>
        <source>diagonal</source>
        <translation>diagonale</translation>
    </message>
    <message>
        <source>anti-diagonal</source>
        <translation>antidiagonale</translation>
    </message>
    <message>
        <source>row %1, column %2, not decided yet</source>
        <translation>ligne %1, colonne %2, pas encore décidée</translation>
    </message>
    <message>
        <source>row %1, column %2, shaded</source>
        <translation>ligne %1, colonne %2, noircie</translation>
    </message>
    <message>
        <source>row %1, column %2, white</source>
        <translation>ligne %1, colonne %2, blanche</translation>
    </message>
    <message>
        <source>, in a run of %1</source>
        <translation>, dans une suite de %1</translation>
    </message>
    <message>
        <source>run of %1 %2, from row %3, column %4 to row %5, column %6</source>
        <translation>suite de %1 %2, de la ligne %3, colonne %4 à la ligne %5, colonne %6</translation>
    </message>
    <message numerus="yes">
        <source>Score %1 — %n run(s) of %2 (struck through).</source>
        <translation>
            <numerusform>Score %1 — %n suite de %2 (barrée).</numerusform>
            <numerusform>Score %1 — %n suites de %2 (barrées).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An optimal grid: %n shaded cell(s), no run of %1.</source>
        <translation>
            <numerusform>Une grille optimale&#xa0;: %n case noircie, aucune suite de %1.</numerusform>
            <numerusform>Une grille optimale&#xa0;: %n cases noircies, aucune suite de %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search: a new best, %n shaded cell(s).</source>
        <translation>
            <numerusform>Recherche&#xa0;: nouveau meilleur, %n case noircie.</numerusform>
            <numerusform>Recherche&#xa0;: nouveau meilleur, %n cases noircies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search: an optimal grid, %n shaded cell(s).</source>
        <translation>
            <numerusform>Recherche&#xa0;: une grille optimale, %n case noircie.</numerusform>
            <numerusform>Recherche&#xa0;: une grille optimale, %n cases noircies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search done: the maximum is %n shaded cell(s).</source>
        <translation>
            <numerusform>Recherche terminée&#xa0;: le maximum est de %n case noircie.</numerusform>
            <numerusform>Recherche terminée&#xa0;: le maximum est de %n cases noircies.</numerusform>
        </translation>
    </message>
    <message>
        <source>Search: cells decided: %1 of %2; shaded: %3.</source>
        <translation>Recherche&#xa0;: cases décidées&#xa0;: %1 sur %2&#xa0;; noircies&#xa0;: %3.</translation>
    </message>
</context>
<context>
    <name>pw::ui::ShadingOptions</name>
    <message>
        <source>No run of k =</source>
        <translation>Pas de suite de k =</translation>
    </message>
    <message>
        <source>The forbidden run length: k shaded cells in a row across, down or diagonally. The cells stay; the runs are checked again.</source>
        <translation>La longueur de suite interdite&#xa0;: k cases noircies consécutives en ligne, en colonne ou en diagonale. Les cases restent&#xa0;; les suites sont vérifiées de nouveau.</translation>
    </message>
    <message>
        <source>One grid per symmetry class</source>
        <translation>Une seule grille par classe de symétrie</translation>
    </message>
    <message>
        <source>A grid from the browser is shown in its canonical form: the 8 rotations and reflections of a grid all show as the same one.</source>
        <translation>Une grille choisie parmi les solutions s’affiche sous sa forme canonique&#xa0;: les 8 rotations et réflexions d’une grille s’affichent toutes de la même façon.</translation>
    </message>
</context>
<context>
    <name>pw::ui::SolutionBrowser</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédente</translation>
    </message>
    <message>
        <source>Previous solution (Alt+Left)</source>
        <translation>Solution précédente (Alt+Gauche)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivante ▶</translation>
    </message>
    <message>
        <source>Next solution (Alt+Right)</source>
        <translation>Solution suivante (Alt+Droite)</translation>
    </message>
    <message>
        <source>Go to solution number</source>
        <translation>Aller à la solution numéro</translation>
    </message>
    <message>
        <source>No solution to show yet.</source>
        <translation>Aucune solution à afficher pour l’instant.</translation>
    </message>
    <message>
        <source>Solution %1 of the first %2 kept (%3 found).</source>
        <translation>Solution %1 parmi les %2 premières conservées (%3 trouvées).</translation>
    </message>
    <message>
        <source>Solution %1 of %2.</source>
        <translation>Solution %1 sur %2.</translation>
    </message>
</context>
<context>
    <name>pw::ui::SudokuBoardView</name>
    <message>
        <source>%1 is a given: it cannot be changed.</source>
        <translation>La case %1 est donnée&#xa0;: elle ne peut pas être modifiée.</translation>
    </message>
    <message>
        <source>erase %1</source>
        <translation>l’effacement en %1</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>la saisie de %1 en %2</translation>
    </message>
    <message>
        <source>mark %1 in %2</source>
        <translation>l’annotation %1 en %2</translation>
    </message>
    <message>
        <source>fill all candidates</source>
        <translation>le remplissage de tous les candidats</translation>
    </message>
    <message>
        <source>clear the marks</source>
        <translation>l’effacement des annotations</translation>
    </message>
    <message>
        <source>start the puzzle again</source>
        <translation>le redémarrage de la grille</translation>
    </message>
    <message>
        <source>A solution: every row, column and box holds each digit once (givens in bold).</source>
        <translation>Une solution&#xa0;: chaque ligne, colonne et bloc contient chaque chiffre une fois (chiffres donnés en gras).</translation>
    </message>
    <message>
        <source>Search — cells filled: %1 of %2.</source>
        <translation>Recherche — cases remplies&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <source>Search — a solution found.</source>
        <translation>Recherche — une solution trouvée.</translation>
    </message>
    <message>
        <source>%1 Placed %2 in %3.</source>
        <translation>%1 Placement de %2 en %3.</translation>
    </message>
    <message>
        <source>%1 Refused %2 in %3.</source>
        <translation>%1 Rejet de %2 en %3.</translation>
    </message>
    <message>
        <source>%1 Took %2 back from %3.</source>
        <translation>%1 Retrait de %2 en %3.</translation>
    </message>
    <message>
        <source>%1 Trying %2 in %3.</source>
        <translation>%1 Essai de %2 en %3.</translation>
    </message>
    <message>
        <source>Solved! Every row, column and box holds each digit once.</source>
        <translation>Résolu&#xa0;! Chaque ligne, colonne et bloc contient chaque chiffre une fois.</translation>
    </message>
    <message>
        <source>Cells filled: %1 of %2. In conflict: %3.</source>
        <translation>Cases remplies&#xa0;: %1 sur %2. En conflit&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Pencil marks: typing toggles a candidate.</source>
        <translation>Annotations&#xa0;: taper un chiffre l’ajoute aux candidats ou l’en retire.</translation>
    </message>
    <message>
        <source>The grid is full: there is nothing left to hint.</source>
        <translation>La grille est pleine&#xa0;: il n’y a plus d’indice à donner.</translation>
    </message>
    <message>
        <source>No step found with the techniques the board knows (up to the X-wing): this grid needs trial and error, or a digit so far is wrong (try Check).</source>
        <translation>Aucune étape trouvée avec les techniques que connaît le plateau (jusqu’au X-Wing)&#xa0;: cette grille demande des essais, ou un chiffre déjà posé est faux (essayez Vérifier).</translation>
    </message>
    <message>
        <source>apply the hint: %1</source>
        <translation>l’application de l’indice&#xa0;: %1</translation>
    </message>
    <message>
        <source>The puzzle cannot be checked: %1</source>
        <translation>La grille ne peut pas être vérifiée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The givens have no solution: nothing to check against.</source>
        <translation>Les chiffres donnés n’ont aucune solution&#xa0;: rien à quoi comparer.</translation>
    </message>
    <message>
        <source>(The puzzle has several solutions: checked against one of them.)</source>
        <translation>(La grille a plusieurs solutions&#xa0;: vérification faite par rapport à l’une d’elles.)</translation>
    </message>
    <message>
        <source>Check: every digit so far is right.</source>
        <translation>Vérification&#xa0;: tous les chiffres posés sont justes.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Paste: the clipboard holds no puzzle line (%1).</source>
        <translation>Coller&#xa0;: le presse-papiers ne contient aucune ligne de grille (%1).</translation>
    </message>
    <message>
        <source>Hint — %1: %2 %3</source>
        <translation>Indice — %1&#xa0;: %2 %3</translation>
    </message>
    <message>
        <source>cell R%1C%2</source>
        <translation>case L%1C%2</translation>
    </message>
    <message>
        <source>%1 at R%2C%3</source>
        <translation>%1 en L%2C%3</translation>
    </message>
    <message>
        <source>cell %1, %2 refused</source>
        <translation>case %1, %2 refusé</translation>
    </message>
    <message>
        <source>cell %1, %2, given</source>
        <translation>case %1, %2, donnée</translation>
    </message>
    <message>
        <source>cell %1, %2</source>
        <translation>case %1, %2</translation>
    </message>
    <message>
        <source>, in conflict</source>
        <translation>, en conflit</translation>
    </message>
    <message>
        <source>, wrong</source>
        <translation>, faux</translation>
    </message>
    <message>
        <source>cell %1, empty</source>
        <translation>case %1, vide</translation>
    </message>
    <message>
        <source>cell %1, candidates %2</source>
        <translation>case %1, candidats %2</translation>
    </message>
    <message>
        <source>The arrow keys move between the cells; a digit fills the cell, Shift and a digit toggles a candidate, Delete erases, P switches pencil marks, H shows a hint.</source>
        <translation>Les flèches passent d’une case à l’autre&#xa0;; un chiffre remplit la case, Maj et un chiffre ajoute ou retire un candidat, Suppr efface, P bascule les annotations, H montre un indice.</translation>
    </message>
    <message>
        <source>No hint while digits are in conflict: remove the red, hatched ones first.</source>
        <translation>Pas d’indice tant que des chiffres sont en conflit&#xa0;: retirez d’abord ceux en rouge, hachurés.</translation>
    </message>
    <message numerus="yes">
        <source>Check: %n digit(s) wrong, flagged red and hatched.</source>
        <translation>
            <numerusform>Vérification&#xa0;: %n chiffre faux, signalé en rouge et hachuré.</numerusform>
            <numerusform>Vérification&#xa0;: %n chiffres faux, signalés en rouge et hachurés.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::SudokuOptions</name>
    <message>
        <source>Pencil marks</source>
        <translation>Annotations</translation>
    </message>
    <message>
        <source>While on, typing a digit toggles it as a candidate of the cell (key P switches; Shift+digit toggles a mark at any time).</source>
        <translation>Quand ce mode est actif, taper un chiffre l’ajoute aux candidats de la case ou l’en retire (la touche P change de mode&#xa0;; Maj+chiffre ajoute ou retire une annotation à tout moment).</translation>
    </message>
    <message>
        <source>Fill all candidates</source>
        <translation>Tous les candidats</translation>
    </message>
    <message>
        <source>Every empty cell gets as marks the digits its row, column and box allow.</source>
        <translation>Chaque case vide reçoit comme annotations les chiffres que permettent sa ligne, sa colonne et son bloc.</translation>
    </message>
    <message>
        <source>Clear marks</source>
        <translation>Effacer les annotations</translation>
    </message>
    <message>
        <source>Removes every pencil mark.</source>
        <translation>Efface toutes les annotations.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Shows the next logical step: its technique, its cells and what it places or removes (key H).</source>
        <translation>Montre la prochaine étape logique&#xa0;: sa technique, ses cases et ce qu’elle place ou élimine (touche H).</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Performs the step the hint shows; Undo takes it back.</source>
        <translation>Effectue l’étape que montre l’indice&#xa0;; Annuler revient en arrière.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>New puzzle</source>
        <translation>Nouvelle grille</translation>
    </message>
    <message>
        <source>A new puzzle of the chosen level with exactly one solution.</source>
        <translation>Une nouvelle grille du niveau choisi, avec exactement une solution.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copies the puzzle&apos;s givens as one line of 81 characters (16 or 256 on the other sizes).</source>
        <translation>Copie les chiffres donnés de la grille sur une ligne de 81 caractères (16 ou 256 pour les autres tailles).</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>Opens the puzzle line (or the collection) on the clipboard (Ctrl+Shift+V).</source>
        <translation>Ouvre la ligne de grille (ou la collection) du presse-papiers (Ctrl+Maj+V).</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédente</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivante ▶</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Grille %1 sur %2</translation>
    </message>
    <message>
        <source>The hardest technique the new puzzle needs (QQwing&apos;s levels): simple, singles in a cell; easy, hidden singles; intermediate, locked candidates and pairs; expert, triples, the X-wing or a guess.</source>
        <translation>La technique la plus difficile qu’exige la nouvelle grille (niveaux de QQwing)&#xa0;: simple, singletons nus&#xa0;; facile, singletons cachés&#xa0;; intermédiaire, candidats verrouillés et paires&#xa0;; expert, triplets, X-Wing ou un essai.</translation>
    </message>
    <message>
        <source>Are the digits so far right? Wrong ones are flagged red and hatched.</source>
        <translation>Les chiffres posés sont-ils justes&#xa0;? Les faux sont signalés en rouge et hachurés.</translation>
    </message>
</context>
<context>
    <name>pw::ui::TimelineBar</name>
    <message>
        <source>Timeline of the recorded events</source>
        <translation>Frise des événements enregistrés</translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation>Événement %1</translation>
    </message>
    <message>
        <source>◆ a solution here</source>
        <translation>◆ une solution ici</translation>
    </message>
    <message>
        <source>| dead ends here</source>
        <translation>| des impasses ici</translation>
    </message>
    <message>
        <source>/ cuts here</source>
        <translation>/ des coupes ici</translation>
    </message>
    <message>
        <source>⚑ bookmark at event %1</source>
        <translation>⚑ signet sur l’événement %1</translation>
    </message>
    <message>
        <source>⚑ %1 (event %2)</source>
        <translation>⚑ %1 (événement %2)</translation>
    </message>
</context>
<context>
    <name>pw::ui::TimelinePanel</name>
    <message>
        <source>Drag to any recorded event: the board, the counters, the lit line and the tree follow</source>
        <translation>Faites glisser jusqu’à n’importe quel événement enregistré&#xa0;: le plateau, les compteurs, la ligne éclairée et l’arbre suivent</translation>
    </message>
    <message>
        <source>⚑+</source>
        <translation>⚑+</translation>
    </message>
    <message>
        <source>Bookmark this event, with a label if you like (B)</source>
        <translation>Poser un signet sur cet événement, avec un nom si vous voulez (B)</translation>
    </message>
    <message>
        <source>Bookmark this event</source>
        <translation>Poser un signet sur cet événement</translation>
    </message>
    <message>
        <source>⚑…</source>
        <translation>⚑…</translation>
    </message>
    <message>
        <source>Go to a bookmarked event</source>
        <translation>Aller à un événement marqué d’un signet</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Signets</translation>
    </message>
    <message>
        <source>Cap…</source>
        <translation>Limite…</translation>
    </message>
    <message>
        <source>How many events a run records, and what it does past them</source>
        <translation>Combien d’événements une exécution enregistre, et ce qu’elle fait au-delà</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>the event shown / the events recorded</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>No recorded event</source>
        <translation>Aucun événement enregistré</translation>
    </message>
    <message>
        <source>Event %1 of %2</source>
        <translation>Événement %1 sur %2</translation>
    </message>
    <message>
        <source>Event %1</source>
        <translation>Événement %1</translation>
    </message>
    <message>
        <source>%1 (event %2)</source>
        <translation>%1 (événement %2)</translation>
    </message>
</context>
<context>
    <name>pw::ui::WindowPrompts</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The board has changes not saved to %1. Save them first?</source>
        <translation>La grille a des modifications non enregistrées dans %1. Les enregistrer d’abord&#xa0;?</translation>
    </message>
</context>
<context>
    <name>pw::ui::WorksheetDialog</name>
    <message>
        <source>Worksheet</source>
        <translation>Fiche d’exercices</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>The answers on pages at the end</source>
        <translation>Les solutions sur des pages à la fin</translation>
    </message>
    <message>
        <source>&amp;Puzzle:</source>
        <translation>&amp;Casse-tête&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Difficulté&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Taille&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Number of puzzles:</source>
        <translation>&amp;Nombre de grilles&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>P&amp;apier&#xa0;:</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Enregistrer en &amp;PDF…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>Imp&amp;rimer…</translation>
    </message>
    <message>
        <source>worksheet-%1.pdf</source>
        <translation>fiche-%1.pdf</translation>
    </message>
    <message>
        <source>Save the worksheet</source>
        <translation>Enregistrer la fiche</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Making the puzzles…</source>
        <translation>Fabrication des grilles…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n puzzle(s) made</source>
        <translation>
            <numerusform>%1 sur %n grille faite</numerusform>
            <numerusform>%1 sur %n grilles faites</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: no worksheet was made.</source>
        <translation>Annulé&#xa0;: aucune fiche n’a été faite.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 (%n page(s)).</source>
        <translation>
            <numerusform>%1 enregistré (%n page).</numerusform>
            <numerusform>%1 enregistré (%n pages).</numerusform>
        </translation>
    </message>
    <message>
        <source>Print the worksheet</source>
        <translation>Imprimer la fiche</translation>
    </message>
    <message>
        <source>Not printed.</source>
        <translation>Non imprimé.</translation>
    </message>
    <message>
        <source>The printer refused the pages.</source>
        <translation>L’imprimante a refusé les pages.</translation>
    </message>
    <message numerus="yes">
        <source>Sent to the printer (%n page(s)).</source>
        <translation>
            <numerusform>Envoyé à l’imprimante (%n page).</numerusform>
            <numerusform>Envoyé à l’imprimante (%n pages).</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzle of this difficulty can be made at this size: no worksheet.</source>
        <translation>Aucune grille de cette difficulté ne peut être faite à cette taille&#xa0;: pas de fiche.</translation>
    </message>
</context>
</TS>
