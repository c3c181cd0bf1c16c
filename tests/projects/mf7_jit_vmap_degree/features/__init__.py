from .poly import poly_features
