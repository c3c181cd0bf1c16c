def linear_anneal(start, end, frac):
    frac = min(max(frac, 0.0), 1.0)
    return start + (end - start) * frac
