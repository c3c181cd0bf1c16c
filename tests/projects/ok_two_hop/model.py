from ops import pick, take_rows


def embed(table, token, count):
    return pick(take_rows(table, count), token)
