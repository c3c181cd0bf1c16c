from .vector_field import init_vector_field, vector_field

__all__ = ["init_vector_field", "vector_field"]
