from .loop import LineSearchState, cond_fun, body_fun
