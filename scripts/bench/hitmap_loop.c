// The naive hit map, as a plain single-core C loop: one trace-free recursive hit test per grid point, on the
// same normalized hierarchy the server holds (exported by `hittrace-bench --export-flat`), with the same
// geometry: each view's conversion q = T⁻¹(p − center) + (bounds.origin + anchorPoint·bounds.size), computed
// here from center, bounds, transform and anchor point with the same floating-point operations as the
// engine; hidden, userInteractionEnabled, alpha (UIKit's Float threshold), disabled controls, and the
// pointInside overrides (never, always, a grown or shrunk hit area). hitTest overrides are refused.
//
//   hitmap_loop FLAT RESPONSE.json [repetitions]
//
// Reads the grid (step, region origin, columns, rows) and the map from the endpoint's answer, times the
// loop over the whole grid (best of the repetitions), and compares its answer with the endpoint's map at
// every point. Prints: points, best seconds, points per second, and how many points differ.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { double a, b, c, d, tx, ty; } T;
typedef struct {
    T toLocal;
    double x0, x1, y0, y1;      // the hit area as Rect.contains compares it
    int mode;                   // 0 bounds, 1 never, 2 always, 3 grown
    int passes;                 // not hidden, interaction enabled, alpha ≥ 0.01 (as a Float), not a disabled control
    int lastChild, previousSibling;
} View;

static View *views;
static int viewCount, windowCount, *windows, *windowHidden;

static T concat(T s, T o) {
    T r = { s.a * o.a + s.b * o.c, s.a * o.b + s.b * o.d, s.c * o.a + s.d * o.c, s.c * o.b + s.d * o.d,
            s.tx * o.a + s.ty * o.c + o.tx, s.tx * o.b + s.ty * o.d + o.ty };
    return r;
}

static int invert(T t, T *out) {
    double det = t.a * t.d - t.b * t.c;
    if (det == 0 || !isfinite(det)) return 0;
    T i = { t.d / det, -t.b / det, -t.c / det, t.a / det, 0, 0 };
    i.tx = -(t.tx * i.a + t.ty * i.c);
    i.ty = -(t.tx * i.b + t.ty * i.d);
    if (!(isfinite(i.a) && isfinite(i.b) && isfinite(i.c) && isfinite(i.d) && isfinite(i.tx) && isfinite(i.ty))) return 0;
    *out = i;
    return 1;
}

static int hit(int v, double px, double py) {
    const View *n = &views[v];
    double qx = n->toLocal.a * px + n->toLocal.c * py + n->toLocal.tx;
    double qy = n->toLocal.b * px + n->toLocal.d * py + n->toLocal.ty;
    if (!n->passes) return -1;
    int inside;
    switch (n->mode) {
    case 1: inside = 0; break;
    case 2: inside = 1; break;
    default: inside = qx >= n->x0 && qx < n->x1 && qy >= n->y0 && qy < n->y1;
    }
    if (!inside) return -1;
    for (int c = n->lastChild; c >= 0; c = views[c].previousSibling) {
        int r = hit(c, qx, qy);
        if (r >= 0) return r;
    }
    return v;
}

static int hitScreen(double x, double y) {
    for (int k = 0; k < windowCount; k++) {
        if (windowHidden[k]) continue;
        int r = hit(windows[k], x, y);
        if (r >= 0) return r;
    }
    return -1;
}

static void loadFlat(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); exit(2); }
    if (fscanf(f, "hittrace-flat 1 views %d windows %d", &viewCount, &windowCount) != 2) { fprintf(stderr, "bad header\n"); exit(2); }
    windows = malloc(sizeof(int) * windowCount);
    windowHidden = malloc(sizeof(int) * windowCount);
    for (int k = 0; k < windowCount; k++) if (fscanf(f, "%d", &windows[k]) != 1) exit(2);
    views = calloc(viewCount, sizeof(View));
    int *lastSeen = malloc(sizeof(int) * viewCount);
    for (int v = 0; v < viewCount; v++) { views[v].lastChild = -1; views[v].previousSibling = -1; lastSeen[v] = -1; }
    for (int v = 0; v < viewCount; v++) {
        int parent, flags, mode, override;
        double cx, cy, bx, by, bw, bh, ax, ay, alpha, hx, hy, hw, hh;
        T t;
        if (fscanf(f, "%d %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %d %d %lf %lf %lf %lf %d", &parent, &cx, &cy,
                   &bx, &by, &bw, &bh, &t.a, &t.b, &t.c, &t.d, &t.tx, &t.ty, &ax, &ay, &alpha, &flags, &mode, &hx, &hy, &hw, &hh,
                   &override) != 23) { fprintf(stderr, "bad view line %d\n", v); exit(2); }
        if (override != 0) { fprintf(stderr, "view %d overrides hitTest: the loop does only the default\n", v); exit(3); }
        View *n = &views[v];
        T inv, toLocal;
        if (invert(t, &inv)) {
            T center = { 1, 0, 0, 1, -cx, -cy };
            T k = { 1, 0, 0, 1, bx + ax * bw, by + ay * bh };
            toLocal = concat(concat(center, inv), k);
        } else {
            toLocal = (T){ NAN, NAN, NAN, NAN, NAN, NAN };
        }
        n->toLocal = toLocal;
        n->mode = mode;
        double rx = mode == 3 ? hx : bx, ry = mode == 3 ? hy : by, rw = mode == 3 ? hw : bw, rh = mode == 3 ? hh : bh;
        n->x0 = rx; n->x1 = rx + rw; n->y0 = ry; n->y1 = ry + rh;
        int hidden = flags & 1, interaction = flags & 2, control = flags & 8, enabled = flags & 16;
        int alphaOK = (double)(float)alpha >= 0.01;
        n->passes = !hidden && interaction && alphaOK && !(control && !enabled);
        // Subviews in index order are back to front: each new one becomes the front-most.
        if (parent >= 0) {
            n->previousSibling = views[parent].lastChild;
            views[parent].lastChild = v;
        }
        if (parent < 0) for (int k = 0; k < windowCount; k++) if (windows[k] == v) windowHidden[k] = hidden;
    }
    free(lastSeen);
    fclose(f);
}

static char *readAll(const char *path, long *size) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(2); }
    fseek(f, 0, SEEK_END);
    *size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc(*size + 1);
    if (fread(s, 1, *size, f) != (size_t)*size) exit(2);
    s[*size] = 0;
    fclose(f);
    return s;
}

static double number(const char *json, const char *key) {
    const char *p = strstr(json, key);
    if (!p) { fprintf(stderr, "no %s in the answer\n", key); exit(2); }
    return strtod(p + strlen(key), NULL);
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: hitmap_loop FLAT RESPONSE.json [repetitions]\n"); return 2; }
    loadFlat(argv[1]);
    long size;
    char *json = readAll(argv[2], &size);
    int reps = argc > 3 ? atoi(argv[3]) : 3;
    double step = number(json, "\"step\":");
    const char *region = strstr(json, "\"region\":");
    double x0 = number(region, "\"x\":"), y0 = number(region, "\"y\":");
    long columns = (long)number(json, "\"columns\":"), rows = (long)number(json, "\"rows\":");
    int *map = malloc(sizeof(int) * columns * rows);
    double best = 1e300;
    volatile long sink = 0;
    for (int r = 0; r < reps; r++) {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        for (long j = 0; j < rows; j++) {
            double y = y0 + (double)j * step;
            for (long i = 0; i < columns; i++) map[j * columns + i] = hitScreen(x0 + (double)i * step, y);
        }
        clock_gettime(CLOCK_MONOTONIC, &b);
        double s = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
        if (s < best) best = s;
        sink += map[(r * 7919) % (columns * rows)];
    }
    // The endpoint's map: "map":[[v,n,v,n,…],[…],…], every point compared.
    const char *p = strstr(json, "\"map\":");
    if (!p) { fprintf(stderr, "no map in the answer\n"); return 2; }
    p = strchr(p, '[') + 1;
    long differ = 0, checked = 0;
    for (long j = 0; j < rows; j++) {
        p = strchr(p, '[') + 1;
        long i = 0;
        while (1) {
            while (*p == ' ' || *p == ',') p++;
            if (*p == ']') { p++; break; }
            char *e;
            long v = strtol(p, &e, 10);
            p = e;
            while (*p == ' ' || *p == ',') p++;
            long n = strtol(p, &e, 10);
            p = e;
            for (long k = 0; k < n && i < columns; k++, i++) { checked++; if (map[j * columns + i] != v) differ++; }
        }
        if (i != columns) { fprintf(stderr, "row %ld has %ld points, expected %ld\n", j, i, columns); differ += columns - i; }
    }
    printf("points %ld seconds %.6f rate %.0f checked %ld differ %ld\n", columns * rows, best, columns * rows / best, checked, differ);
    return differ == 0 ? 0 : 1;
}
