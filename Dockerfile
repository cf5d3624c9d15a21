# specgate's image: the package installed from this checkout (migrations, alembic.ini and the
# shipped policies live beside it, at /app), run as an unprivileged user. The Helm chart in
# helm/specgate runs it; tiktoken's encodings come from the litellm package (no download).
# The classifier, which runs on every request, is compiled to C with mypyc in a first stage that
# has a compiler (setup.py; about 60% of the source's time at 2k tokens, bench/classify/RESULTS.md).
ARG PYTHON=3.11

FROM python:${PYTHON} AS compiled
WORKDIR /src
COPY pyproject.toml setup.py README.md ./
COPY gateway ./gateway
RUN pip install --no-cache-dir setuptools mypy \
    && SPECGATE_COMPILE=1 python setup.py build_ext --inplace

FROM python:${PYTHON}-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 \
    LITELLM_LOCAL_MODEL_COST_MAP=True
WORKDIR /app
COPY pyproject.toml setup.py README.md alembic.ini fleet.example.yaml ./
COPY --from=compiled /src/gateway ./gateway
COPY migrations ./migrations
COPY policies ./policies
RUN pip install -e . && python -c "import gateway.routing.classify as c; assert c.__file__.endswith('.so')" \
    && useradd --uid 10001 --no-create-home --shell /usr/sbin/nologin specgate
USER 10001
EXPOSE 8080
ENTRYPOINT ["specgate"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8080"]
