/// The OpenAPI 3.0.3 document served at /api/openapi.json: every endpoint `Routes` registers, every status its
/// handlers (and the HTTP layer under them) can answer, and the JSON shapes of `TraceJSON`, `NormalizedJSON`,
/// the summaries and `APIError`.
///
/// Kept true to the code by `HitTraceAppTests/OpenAPIConformanceTests`: every documented operation exists on a
/// live server, every route is documented, and real responses validate against the schemas here (objects with
/// `properties` are checked as closed there, though the document leaves them open so that clients tolerate
/// added fields). Input schemas are closed (`additionalProperties: false`) because the decoder refuses unknown
/// fields. Edit the JSON in place; the tests parse it.
enum OpenAPIDocument {
    static let bytes: [UInt8] = Array(text.utf8)

    static let text = #"""
    {
      "openapi": "3.0.3",
      "info": {
        "title": "HitTrace",
        "version": "1",
        "description": "A simulator of UIKit touch hit-testing. Upload a view hierarchy, post touches, and read what `hitTest:withEvent:` did: every call in order, the hit-test view, the responder chain, and why each other view under the finger did not get the touch.\n\n**Conventions.** JSON in and out (UTF-8). Every error is `{\"error\": {\"code\", \"message\", \"path\"?, \"errors\"?}}`. Every path also answers `HEAD` (as `GET` without the body) where it answers `GET`, and `OPTIONS` (a CORS preflight: 204 with `Allow` and `Access-Control-Allow-*`). Every response carries `Access-Control-Allow-Origin: *` and `X-Content-Type-Options: nosniff`. A method a path does not take answers 405 with `Allow`; an unknown `/api/...` path answers 404. Other paths serve the web page's files from the public folder (HTML with a `Content-Security-Policy`).\n\n**Limits** (server options): request body 16 MiB (`--max-body`, 413), 1,000,000 views per hierarchy (`--max-views`), 1,000 levels of nesting (`--max-depth`) (422 `limit_exceeded`), at most 100 problems reported per answer; a touch: JSON nesting 16, 10,000 events, 10 fingers.\n\n**Trace ids are content-addressed**: the same hierarchy, the same touch (compared canonically) and the same engine version give the same trace id, so posting a touch twice answers the same trace.\n\n**Retention**: each hierarchy keeps its newest N traces (`--max-traces`, default 1000); the insert that goes over the limit evicts the oldest in the same transaction. Deleting a hierarchy deletes its traces.\n\n**Durability**: a 201 is sent after the SQLite commit (WAL, `synchronous=NORMAL`): it survives the process being killed, not a power loss before the next checkpoint."
      },
      "servers": [
        {
          "url": "/"
        }
      ],
      "paths": {
        "/healthz": {
          "get": {
            "operationId": "health",
            "summary": "Liveness: the server answers and the database reads.",
            "responses": {
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "200": {
                "description": "Alive. Sent with `Cache-Control: no-store`.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Health"
                    }
                  }
                }
              },
              "503": {
                "$ref": "#/components/responses/StorageUnavailable"
              },
              "405": {
                "$ref": "#/components/responses/MethodNotAllowed"
              },
              "500": {
                "$ref": "#/components/responses/InternalError"
              }
            }
          }
        },
        "/api/openapi.json": {
          "get": {
            "operationId": "openAPI",
            "summary": "This document.",
            "responses": {
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "200": {
                "description": "The OpenAPI 3.0.3 document.",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "object"
                    }
                  }
                }
              },
              "405": {
                "$ref": "#/components/responses/MethodNotAllowed"
              },
              "500": {
                "$ref": "#/components/responses/InternalError"
              }
            }
          }
        },
        "/api/hierarchies": {
          "post": {
            "operationId": "createHierarchy",
            "summary": "Store a hierarchy.",
            "description": "Validates the whole hierarchy and reports every problem at once. Stored normalized. A `recursiveDescription` dump (what Xcode, lldb, Cycript or Chisel print) can be sent as `text/plain` or `text/x-recursive-description`: it is imported (ids from class and address, `sourceFormat` `text`, the text kept); a line that cannot be read is a 422 `invalid_dump` whose `path` is `line N`.",
            "requestBody": {
              "required": true,
              "description": "The hierarchy, as JSON or as a recursiveDescription dump.",
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/HierarchyInput"
                  }
                },
                "text/plain": {
                  "schema": {
                    "type": "string",
                    "minLength": 1
                  }
                },
                "text/x-recursive-description": {
                  "schema": {
                    "type": "string",
                    "minLength": 1
                  }
                }
              }
            },
            "responses": {
              "201": {
                "description": "Stored.",
                "headers": {
                  "Location": {
                    "description": "`/api/hierarchies/{id}`",
                    "schema": {
                      "type": "string"
                    }
                  }
                },
                "links": {
                  "GetHierarchy": {
                    "operationId": "getHierarchy",
                    "parameters": {
                      "id": "$response.body#/id"
                    }
                  },
                  "DeleteHierarchy": {
                    "operationId": "deleteHierarchy",
                    "parameters": {
                      "id": "$response.body#/id"
                    }
                  },
                  "CreateTrace": {
                    "operationId": "createTrace",
                    "parameters": {
                      "id": "$response.body#/id"
                    }
                  },
                  "CreateHitMap": {
                    "operationId": "createHitMap",
                    "parameters": {
                      "id": "$response.body#/id"
                    }
                  }
                },
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/HierarchySummary"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "413": {
                "$ref": "#/components/responses/PayloadTooLarge"
              },
              "415": {
                "$ref": "#/components/responses/UnsupportedMediaType"
              },
              "422": {
                "$ref": "#/components/responses/Unprocessable"
              },
              "503": {
                "$ref": "#/components/responses/StorageUnavailable"
              },
              "507": {
                "$ref": "#/components/responses/InsufficientStorage"
              },
              "405": {
                "$ref": "#/components/responses/MethodNotAllowed"
              },
              "500": {
                "$ref": "#/components/responses/InternalError"
              }
            }
          },
          "get": {
            "operationId": "listHierarchies",
            "summary": "List stored hierarchies, newest first, a page at a time.",
            "parameters": [
              {
                "name": "limit",
                "in": "query",
                "description": "Page size, 1 to 200 (default 20); anything else is a 400 at `query.limit`.",
                "schema": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 200,
                  "default": 20
                }
              },
              {
                "name": "cursor",
                "in": "query",
                "description": "The `nextCursor` of the previous page (opaque). Inserts and deletes between pages neither repeat nor shift items. Empty means the first page. One this server did not give out is a 400 at `query.cursor`.",
                "schema": {
                  "type": "string",
                  "pattern": "^(s[1-9][0-9]{0,17})?$"
                }
              }
            ],
            "responses": {
              "200": {
                "description": "A page.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/HierarchyList"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "503": {
                "$ref": "#/components/responses/StorageUnavailable"
              },
              "405": {
                "$ref": "#/components/responses/MethodNotAllowed"
              },
              "500": {
                "$ref": "#/components/responses/InternalError"
              }
            }
          }
        },
        "/api/hierarchies/{id}": {
          "parameters": [
            {
              "$ref": "#/components/parameters/HierarchyId"
            }
          ],
          "get": {
            "operationId": "getHierarchy",
            "summary": "The stored hierarchy, normalized, or as a recursiveDescription dump.",
            "description": "`?format=text`, or `Accept: text/plain` without a `format` parameter, answers the hierarchy written the way `recursiveDescription` prints it; importing that text gives the same hierarchy back.",
            "parameters": [
              {
                "name": "format",
                "in": "query",
                "required": false,
                "description": "`text` for the recursiveDescription dump (or `Accept: text/plain`); any other value answers JSON.",
                "schema": {
                  "type": "string",
                  "default": "json"
                }
              }
            ],
            "responses": {
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "200": {
                "description": "The hierarchy.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/NormalizedHierarchy"
                    }
                  },
                  "text/plain": {
                    "schema": {
                      "type": "string"
                    }
                  }
                }
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "503": {
                "$ref": "#/components/responses/StorageUnavailable"
              },
              "405": {
                "$ref": "#/components/responses/MethodNotAllowed"
              },
              "500": {
                "$ref": "#/components/responses/InternalError"
              }
            }
          },
          "delete": {
            "operationId": "deleteHierarchy",
            "summary": "Delete the hierarchy and all its traces.",
            "responses": {
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "204": {
                "description": "Deleted, with its traces."
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "503": {
                "$ref": "#/components/responses/StorageUnavailable"
              },
              "507": {
                "$ref": "#/components/responses/InsufficientStorage"
              },
              "405": {
                "$ref": "#/components/responses/MethodNotAllowed"
              },
              "500": {
                "$ref": "#/components/responses/InternalError"
              }
            }
          }
        },
        "/api/hierarchies/{id}/touches": {
          "parameters": [
            {
              "$ref": "#/components/parameters/HierarchyId"
            }
          ],
          "post": {
            "operationId": "createTrace",
            "summary": "Simulate a touch on a stored hierarchy and store the trace.",
            "description": "The trace id is content-addressed, so posting the same touch again answers 201 with the same id and the same bytes (nothing new is stored). The 201 is sent only after the trace is committed. Retention: a hierarchy keeps its newest N traces (--max-traces, default 1000); the insert that goes over evicts the oldest.",
            "requestBody": {
              "required": true,
              "description": "The touch.",
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/Touch"
                  }
                }
              }
            },
            "responses": {
              "201": {
                "description": "The trace, stored.",
                "headers": {
                  "Location": {
                    "description": "`/api/traces/{traceId}`",
                    "schema": {
                      "type": "string"
                    }
                  }
                },
                "links": {
                  "GetTrace": {
                    "operationId": "getTrace",
                    "parameters": {
                      "id": "$response.body#/id"
                    }
                  }
                },
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/StoredTrace"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "413": {
                "$ref": "#/components/responses/PayloadTooLarge"
              },
              "415": {
                "$ref": "#/components/responses/UnsupportedMediaType"
              },
              "422": {
                "$ref": "#/components/responses/Unprocessable"
              },
              "503": {
                "$ref": "#/components/responses/StorageUnavailable"
              },
              "507": {
                "$ref": "#/components/responses/InsufficientStorage"
              },
              "405": {
                "$ref": "#/components/responses/MethodNotAllowed"
              },
              "500": {
                "$ref": "#/components/responses/InternalError"
              }
            }
          }
        },
        "/api/hierarchies/{id}/hit-map": {
          "parameters": [
            {
              "$ref": "#/components/parameters/HierarchyId"
            }
          ],
          "post": {
            "operationId": "createHitMap",
            "summary": "Every point of the screen at once: the receiving view on a grid, per-view areas, dead zones and a touch-target audit.",
            "description": "Samples the points (x + i·step, y + j·step) of the region (cell corners; default: the visible windows' frames) and answers, for each, exactly the view the single-touch hit test answers. Each row of `map` is run-length encoded as [view index, run length, …] with -1 for no view; `views` maps indexes to ids. Areas are grid points × step² (points²). Dead zones: controls and views with gesture recognizers drawn where touches do not reach them (nor their subviews), with the engine's reasons from traces at a few lost points. Audit: controls whose receiving area's bounding box is under 44×44 pt (`smallTarget`), whose receiving area is at least twice the drawn area and over 44×44 pt (`enlargedHitArea`), or whose hit area outside what they draw takes points drawn by another interactive view (`overlapsNeighbour`). At most 4,000,000 grid points, and at most 4×10⁹ grid points × views (422 `limit_exceeded`). Nothing is stored. An empty body means the defaults.",
            "requestBody": {
              "required": false,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/HitMapRequest"
                  }
                }
              }
            },
            "responses": {
              "200": {
                "description": "The hit map.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/HitMap"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "413": {
                "$ref": "#/components/responses/PayloadTooLarge"
              },
              "415": {
                "$ref": "#/components/responses/UnsupportedMediaType"
              },
              "422": {
                "$ref": "#/components/responses/Unprocessable"
              },
              "503": {
                "$ref": "#/components/responses/StorageUnavailable"
              },
              "405": {
                "$ref": "#/components/responses/MethodNotAllowed"
              },
              "500": {
                "$ref": "#/components/responses/InternalError"
              }
            }
          }
        },
        "/api/traces/{id}": {
          "parameters": [
            {
              "$ref": "#/components/parameters/TraceId"
            }
          ],
          "get": {
            "operationId": "getTrace",
            "summary": "A stored trace, as JSON or as a text log.",
            "description": "`?format=text`, or `Accept: text/plain` without a `format` parameter, answers the text log.",
            "parameters": [
              {
                "name": "format",
                "in": "query",
                "description": "`text` for the text log; any other value answers JSON.",
                "schema": {
                  "type": "string",
                  "default": "json"
                }
              }
            ],
            "responses": {
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "200": {
                "description": "The trace.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/StoredTrace"
                    }
                  },
                  "text/plain": {
                    "schema": {
                      "type": "string"
                    },
                    "example": "touch at (50, 100)\nhitTest      window (UIWindow) at (50, 100)\n…\nhit-test view: redView\n"
                  }
                }
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "503": {
                "$ref": "#/components/responses/StorageUnavailable"
              },
              "405": {
                "$ref": "#/components/responses/MethodNotAllowed"
              },
              "500": {
                "$ref": "#/components/responses/InternalError"
              }
            }
          }
        },
        "/api/hit-test": {
          "post": {
            "operationId": "hitTest",
            "summary": "One-shot: hit-test a hierarchy, nothing stored.",
            "parameters": [
              {
                "name": "format",
                "in": "query",
                "description": "`text` for the text log (or `Accept: text/plain`); any other value answers JSON.",
                "schema": {
                  "type": "string",
                  "default": "json"
                }
              }
            ],
            "requestBody": {
              "required": true,
              "description": "`{\"hierarchy\": {…}, \"touch\": {…}}`; problems in either are reported under `$.hierarchy…` and `$.touch…`.",
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/HitTestRequest"
                  }
                }
              }
            },
            "responses": {
              "200": {
                "description": "The trace (without `id` and `hierarchyId`).",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Trace"
                    }
                  },
                  "text/plain": {
                    "schema": {
                      "type": "string"
                    },
                    "example": "touch at (50, 100)\nhitTest      window (UIWindow) at (50, 100)\n…\nhit-test view: redView\n"
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "413": {
                "$ref": "#/components/responses/PayloadTooLarge"
              },
              "415": {
                "$ref": "#/components/responses/UnsupportedMediaType"
              },
              "422": {
                "$ref": "#/components/responses/Unprocessable"
              },
              "405": {
                "$ref": "#/components/responses/MethodNotAllowed"
              },
              "500": {
                "$ref": "#/components/responses/InternalError"
              }
            }
          }
        }
      },
      "components": {
        "schemas": {
          "Error": {
            "type": "object",
            "description": "Every failure has this shape, whatever its status.",
            "required": [
              "error"
            ],
            "properties": {
              "error": {
                "type": "object",
                "required": [
                  "code",
                  "message"
                ],
                "properties": {
                  "code": {
                    "type": "string",
                    "description": "Machine-readable code.",
                    "enum": [
                      "bad_request",
                      "malformed_json",
                      "invalid_hierarchy",
                      "invalid_touch",
                      "invalid_hit_map",
                      "invalid_dump",
                      "limit_exceeded",
                      "not_found",
                      "method_not_allowed",
                      "payload_too_large",
                      "unsupported_media_type",
                      "storage_unavailable",
                      "storage_read_only",
                      "stopping",
                      "storage_full",
                      "storage_error",
                      "stored_hierarchy_unreadable",
                      "internal_error"
                    ]
                  },
                  "message": {
                    "type": "string",
                    "description": "One plain-language sentence; with several problems, the first and how many more."
                  },
                  "path": {
                    "type": "string",
                    "description": "Where in the input the (first) problem is: a JSON path such as `$.root.subviews[2].frame`, or `query.limit`."
                  },
                  "errors": {
                    "type": "array",
                    "description": "Every problem found (validation reports them all, up to 100).",
                    "items": {
                      "$ref": "#/components/schemas/ErrorItem"
                    }
                  }
                }
              }
            }
          },
          "ErrorItem": {
            "type": "object",
            "required": [
              "path",
              "message"
            ],
            "properties": {
              "path": {
                "type": "string",
                "description": "JSON path of the problem."
              },
              "message": {
                "type": "string"
              }
            }
          },
          "Health": {
            "type": "object",
            "required": [
              "status",
              "engineVersion",
              "schemaVersion",
              "hierarchies"
            ],
            "properties": {
              "status": {
                "type": "string",
                "enum": [
                  "ok"
                ]
              },
              "engineVersion": {
                "type": "string",
                "description": "The simulation's version; part of every trace id."
              },
              "schemaVersion": {
                "type": "integer",
                "description": "The database schema version."
              },
              "hierarchies": {
                "type": "integer",
                "description": "How many hierarchies are stored."
              }
            }
          },
          "PointInput": {
            "description": "A point: `{x, y}` or `[x, y]`.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/Point"
              },
              {
                "type": "array",
                "description": "A point as [x, y]",
                "items": {
                  "type": "number"
                },
                "minItems": 2,
                "maxItems": 2
              }
            ]
          },
          "Point": {
            "type": "object",
            "required": [
              "x",
              "y"
            ],
            "properties": {
              "x": {
                "type": "number"
              },
              "y": {
                "type": "number"
              }
            },
            "additionalProperties": false
          },
          "SizeInput": {
            "description": "A size: `{width, height}` or `[width, height]`, not negative.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/Size"
              },
              {
                "type": "array",
                "description": "A size as [width, height]",
                "items": {
                  "type": "number"
                },
                "minItems": 2,
                "maxItems": 2
              }
            ]
          },
          "Size": {
            "type": "object",
            "required": [
              "width",
              "height"
            ],
            "properties": {
              "width": {
                "type": "number",
                "minimum": 0
              },
              "height": {
                "type": "number",
                "minimum": 0
              }
            },
            "additionalProperties": false
          },
          "RectInput": {
            "description": "A rectangle: `{x, y, width, height}` or `[x, y, width, height]`; width and height not negative.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/Rect"
              },
              {
                "type": "array",
                "description": "A rectangle as [x, y, width, height]",
                "items": {
                  "type": "number"
                },
                "minItems": 4,
                "maxItems": 4
              }
            ]
          },
          "Rect": {
            "type": "object",
            "required": [
              "x",
              "y",
              "width",
              "height"
            ],
            "properties": {
              "x": {
                "type": "number"
              },
              "y": {
                "type": "number"
              },
              "width": {
                "type": "number",
                "minimum": 0
              },
              "height": {
                "type": "number",
                "minimum": 0
              }
            },
            "additionalProperties": false
          },
          "TransformMatrix": {
            "type": "object",
            "description": "A CGAffineTransform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.",
            "required": [
              "a",
              "b",
              "c",
              "d",
              "tx",
              "ty"
            ],
            "properties": {
              "a": {
                "type": "number"
              },
              "b": {
                "type": "number"
              },
              "c": {
                "type": "number"
              },
              "d": {
                "type": "number"
              },
              "tx": {
                "type": "number"
              },
              "ty": {
                "type": "number"
              }
            },
            "additionalProperties": false
          },
          "TransformInput": {
            "description": "A transform, applied about `anchorPoint`: a matrix `{a,b,c,d,tx,ty}` or `[a,b,c,d,tx,ty]`, or `{rotate, scale, translate}` (any subset), meaning scale first, then rotate (degrees, clockwise on screen as in UIKit), then translate. Default identity.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/TransformMatrix"
              },
              {
                "type": "array",
                "description": "A matrix as [a, b, c, d, tx, ty]",
                "items": {
                  "type": "number"
                },
                "minItems": 6,
                "maxItems": 6
              },
              {
                "type": "object",
                "properties": {
                  "rotate": {
                    "type": "number",
                    "description": "Degrees."
                  },
                  "scale": {
                    "description": "s, or [sx, sy], or {x, y}",
                    "oneOf": [
                      {
                        "type": "number"
                      },
                      {
                        "type": "array",
                        "description": "Scale as [sx, sy]",
                        "items": {
                          "type": "number"
                        },
                        "minItems": 2,
                        "maxItems": 2
                      },
                      {
                        "$ref": "#/components/schemas/Point"
                      }
                    ]
                  },
                  "translate": {
                    "$ref": "#/components/schemas/PointInput"
                  }
                },
                "additionalProperties": false
              }
            ]
          },
          "PointInsideOverride": {
            "description": "An override of `pointInside:withEvent:`. `insets`: the hit area is the bounds grown by these amounts (positive = grow outward, the opposite sign of UIEdgeInsetsInsetRect); `minimumSize`: grown symmetrically to at least this size.",
            "oneOf": [
              {
                "type": "string",
                "enum": [
                  "default",
                  "never",
                  "always"
                ]
              },
              {
                "type": "object",
                "required": [
                  "insets"
                ],
                "properties": {
                  "insets": {
                    "type": "object",
                    "required": [
                      "top",
                      "left",
                      "bottom",
                      "right"
                    ],
                    "properties": {
                      "top": {
                        "type": "number"
                      },
                      "left": {
                        "type": "number"
                      },
                      "bottom": {
                        "type": "number"
                      },
                      "right": {
                        "type": "number"
                      }
                    },
                    "additionalProperties": false
                  }
                },
                "additionalProperties": false
              },
              {
                "type": "object",
                "required": [
                  "minimumSize"
                ],
                "properties": {
                  "minimumSize": {
                    "$ref": "#/components/schemas/Size"
                  }
                },
                "additionalProperties": false
              }
            ]
          },
          "HitTestOverride": {
            "description": "An override of `hitTest:withEvent:` (recipes in docs/UIKIT-RULES.md §7). `passThrough`: runs super, and returns nil when that is the view itself (for a window, also when it is the root view controller's view). `selfOnly`: the usual checks and pointInside, then returns itself without asking its subviews. `none`: returns nil without asking anything. `subviewsOutsideBounds`: the checks, then the subviews front to back, and only then its own pointInside. `forwardTo`: no checks; when its own pointInside accepts the point, returns the named view. `forwardSelfTo`: runs super, and returns the named view when that is the view itself.",
            "oneOf": [
              {
                "type": "string",
                "enum": [
                  "default",
                  "passThrough",
                  "selfOnly",
                  "none",
                  "subviewsOutsideBounds"
                ]
              },
              {
                "type": "object",
                "required": [
                  "forwardTo"
                ],
                "properties": {
                  "forwardTo": {
                    "type": "string",
                    "description": "A view id."
                  }
                },
                "additionalProperties": false
              },
              {
                "type": "object",
                "required": [
                  "forwardSelfTo"
                ],
                "properties": {
                  "forwardSelfTo": {
                    "type": "string",
                    "description": "A view id."
                  }
                },
                "additionalProperties": false
              }
            ]
          },
          "ViewControllerInput": {
            "description": "This view is that view controller's root view: its class, or `{class, presentedBy}` (presentedBy: the presenting controller's class or its view's id).",
            "oneOf": [
              {
                "type": "string"
              },
              {
                "type": "object",
                "properties": {
                  "class": {
                    "type": "string"
                  },
                  "presentedBy": {
                    "type": "string"
                  }
                },
                "additionalProperties": false
              }
            ]
          },
          "GestureRecognizerInput": {
            "type": "object",
            "description": "A gesture recognizer; UIKit's defaults where a field is absent.",
            "required": [
              "type"
            ],
            "properties": {
              "id": {
                "type": "string",
                "description": "Unique across the hierarchy; generated as `<view id>.<type>` (then `.<type>2`…) when absent.",
                "maxLength": 256
              },
              "type": {
                "type": "string",
                "enum": [
                  "tap",
                  "longPress",
                  "pan",
                  "swipe",
                  "pinch",
                  "rotation",
                  "screenEdgePan"
                ]
              },
              "numberOfTapsRequired": {
                "type": "integer",
                "description": "Default 1 for tap, 0 otherwise.",
                "minimum": 0
              },
              "numberOfTouchesRequired": {
                "type": "integer",
                "description": "Default 2 for pinch and rotation, 1 otherwise.",
                "minimum": 1
              },
              "minimumPressDuration": {
                "type": "number",
                "description": "Seconds; default 0.5 for longPress.",
                "minimum": 0
              },
              "allowableMovement": {
                "type": "number",
                "description": "Points; default 45 for tap, 10 for longPress.",
                "minimum": 0
              },
              "edges": {
                "type": "array",
                "description": "screenEdgePan only: the screen edges it starts from. UIKit's default is none, and such a recognizer never recognizes.",
                "items": { "type": "string", "enum": ["top", "left", "bottom", "right"] }
              },
              "direction": {
                "description": "Swipe direction(s); default right.",
                "oneOf": [
                  {
                    "type": "string",
                    "enum": [
                      "right",
                      "left",
                      "up",
                      "down"
                    ]
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string",
                      "enum": [
                        "right",
                        "left",
                        "up",
                        "down"
                      ]
                    }
                  }
                ]
              },
              "cancelsTouchesInView": {
                "type": "boolean",
                "description": "Default true."
              },
              "delaysTouchesBegan": {
                "type": "boolean",
                "description": "Default false."
              },
              "delaysTouchesEnded": {
                "type": "boolean",
                "description": "Default true."
              },
              "enabled": {
                "type": "boolean",
                "description": "Default true."
              },
              "requireToFail": {
                "type": "array",
                "description": "Recognizer ids this one waits to fail.",
                "items": {
                  "type": "string"
                }
              },
              "simultaneousWith": {
                "type": "array",
                "description": "Recognizer ids allowed to recognize together with this one.",
                "items": {
                  "type": "string"
                }
              },
              "shouldBegin": {
                "type": "boolean",
                "description": "The delegate's gestureRecognizerShouldBegin answer; default true."
              },
              "shouldReceiveTouch": {
                "type": "boolean",
                "description": "The delegate's shouldReceiveTouch answer; default true."
              }
            },
            "additionalProperties": false
          },
          "ViewInput": {
            "type": "object",
            "description": "One view (or window). Unknown fields are refused (422) with a \"did you mean\" hint.",
            "properties": {
              "id": {
                "type": "string",
                "description": "Unique in the hierarchy (at most 256 bytes, no control characters); generated from the class (`UIButton-1`) when absent.",
                "maxLength": 256
              },
              "class": {
                "type": "string",
                "description": "The view's class; default `UIWindow` at the top level, `UIView` below. Known UIKit classes bring their behaviour.",
                "maxLength": 256
              },
              "base": {
                "type": "string",
                "description": "The UIKit class a custom class inherits from, e.g. `\"class\": \"GSRedView\", \"base\": \"UIView\"`; must be one the simulator knows.",
                "maxLength": 256
              },
              "behavior": {
                "type": "string",
                "description": "Accepted and ignored (the normalized form writes it); recomputed from `class` and `base`.",
                "readOnly": true
              },
              "frame": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/RectInput"
                  }
                ],
                "description": "Position in the superview before any transform (the untransformed frame, as with center+bounds). Required unless both `center` and `bounds` are given."
              },
              "center": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/PointInput"
                  }
                ],
                "description": "Alternative to `frame` (with `bounds`); must agree with `frame` when both are given."
              },
              "bounds": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/RectInput"
                  }
                ],
                "description": "Default origin (0,0) and the size of `frame`; the origin is the scroll offset. Its size must match `frame`'s."
              },
              "contentOffset": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/PointInput"
                  }
                ],
                "description": "Scroll views only: the same thing as the bounds origin."
              },
              "contentSize": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/SizeInput"
                  }
                ],
                "description": "Scroll views only."
              },
              "transform": {
                "$ref": "#/components/schemas/TransformInput"
              },
              "anchorPoint": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/PointInput"
                  }
                ],
                "description": "Default {0.5, 0.5}."
              },
              "hidden": {
                "type": "boolean",
                "description": "Default false."
              },
              "alpha": {
                "type": "number",
                "description": "Default 1. Below 0.01 (as UIKit stores it, a Float) the view and its subviews are skipped.",
                "minimum": 0,
                "maximum": 1
              },
              "userInteractionEnabled": {
                "type": "boolean",
                "description": "Default false for UILabel and UIImageView (and their subclasses), true otherwise."
              },
              "enabled": {
                "type": "boolean",
                "description": "Controls (UIControl subclasses) only; default true. A disabled control does not take touches."
              },
              "clipsToBounds": {
                "type": "boolean",
                "description": "Default false; drawing only, no effect on hit-testing."
              },
              "backgroundColor": {
                "type": "string",
                "description": "Drawing only.",
                "maxLength": 256
              },
              "text": {
                "type": "string",
                "description": "Drawing only.",
                "maxLength": 10000
              },
              "tag": {
                "type": "integer",
                "description": "UIView.tag; informative."
              },
              "windowLevel": {
                "type": "number",
                "description": "Windows (top-level views) only; default 0. Windows are asked front to back: higher level first, then later in the list."
              },
              "viewController": {
                "$ref": "#/components/schemas/ViewControllerInput"
              },
              "pointInside": {
                "$ref": "#/components/schemas/PointInsideOverride"
              },
              "hitTest": {
                "$ref": "#/components/schemas/HitTestOverride"
              },
              "gestureRecognizers": {
                "type": "array",
                "description": "Default [].",
                "items": {
                  "$ref": "#/components/schemas/GestureRecognizerInput"
                }
              },
              "scrollEnabled": {
                "type": "boolean",
                "description": "Scroll views; default true."
              },
              "delaysContentTouches": {
                "type": "boolean",
                "description": "Scroll views; default true."
              },
              "canCancelContentTouches": {
                "type": "boolean",
                "description": "Scroll views; default true."
              },
              "touchesShouldBegin": {
                "type": "boolean",
                "description": "Scroll views: what an override of touchesShouldBegin(_:with:in:) answers; default true (UIKit's). NO keeps content from getting touches after the 0.15 s delay."
              },
              "touchesShouldCancel": {
                "description": "Scroll views: what an override of touchesShouldCancel(in:) answers; \"default\" (UIKit's rule: NO for a UIControl, YES otherwise) or a fixed boolean.",
                "oneOf": [
                  { "type": "boolean" },
                  { "type": "string", "enum": ["default"] }
                ]
              },
              "handlesTouches": {
                "type": "boolean",
                "description": "The view's class overrides the touches… methods and keeps the touches, so they stop here instead of going up the responder chain; default false (controls handle their touches anyway)."
              },
              "attributes": {
                "type": "object",
                "description": "Free text attributes (e.g. from an imported dump); kept, not interpreted.",
                "additionalProperties": {
                  "type": "string"
                }
              },
              "subviews": {
                "type": "array",
                "description": "Back to front: index 0 is the back-most. Default [].",
                "items": {
                  "$ref": "#/components/schemas/ViewInput"
                }
              }
            },
            "additionalProperties": false
          },
          "HierarchyInput": {
            "type": "object",
            "description": "A view hierarchy: exactly one of `root` (one window) or `windows`.",
            "properties": {
              "name": {
                "type": "string",
                "description": "Optional; at most 1000 bytes.",
                "maxLength": 1000
              },
              "root": {
                "$ref": "#/components/schemas/ViewInput"
              },
              "windows": {
                "type": "array",
                "description": "Several windows, listed back to front.",
                "items": {
                  "$ref": "#/components/schemas/ViewInput"
                },
                "minItems": 1
              },
              "windowScene": {
                "type": "boolean",
                "description": "Default true: the iOS 13+ responder chain, window → UIWindowScene → UIApplication → AppDelegate."
              },
              "id": {
                "type": "string",
                "description": "Accepted and ignored (so a fetched normalized hierarchy can be posted back).",
                "readOnly": true
              },
              "viewCount": {
                "type": "integer",
                "description": "Accepted and ignored.",
                "readOnly": true
              },
              "windowCount": {
                "type": "integer",
                "description": "Accepted and ignored.",
                "readOnly": true
              },
              "createdAt": {
                "type": "string",
                "description": "Accepted and ignored.",
                "readOnly": true
              },
              "sourceFormat": {
                "type": "string",
                "description": "Accepted and ignored.",
                "readOnly": true
              }
            },
            "additionalProperties": false,
            "oneOf": [
              {
                "required": [
                  "root"
                ]
              },
              {
                "required": [
                  "windows"
                ]
              }
            ]
          },
          "NormalizedGestureRecognizer": {
            "type": "object",
            "required": [
              "id",
              "type",
              "numberOfTapsRequired",
              "numberOfTouchesRequired",
              "cancelsTouchesInView",
              "delaysTouchesBegan",
              "delaysTouchesEnded",
              "enabled",
              "requireToFail",
              "simultaneousWith",
              "shouldBegin",
              "shouldReceiveTouch"
            ],
            "properties": {
              "id": {
                "type": "string"
              },
              "type": {
                "type": "string",
                "enum": [
                  "tap",
                  "longPress",
                  "pan",
                  "swipe",
                  "pinch",
                  "rotation",
                  "screenEdgePan"
                ]
              },
              "numberOfTapsRequired": {
                "type": "integer"
              },
              "numberOfTouchesRequired": {
                "type": "integer"
              },
              "minimumPressDuration": {
                "type": "number",
                "description": "longPress only."
              },
              "allowableMovement": {
                "type": "number",
                "description": "tap and longPress only."
              },
              "edges": {
                "type": "array",
                "description": "screenEdgePan only.",
                "items": { "type": "string", "enum": ["top", "left", "bottom", "right"] }
              },
              "direction": {
                "type": "array",
                "description": "swipe only.",
                "items": {
                  "type": "string",
                  "enum": [
                    "right",
                    "left",
                    "up",
                    "down"
                  ]
                }
              },
              "cancelsTouchesInView": {
                "type": "boolean"
              },
              "delaysTouchesBegan": {
                "type": "boolean"
              },
              "delaysTouchesEnded": {
                "type": "boolean"
              },
              "enabled": {
                "type": "boolean"
              },
              "requireToFail": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "simultaneousWith": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "shouldBegin": {
                "type": "boolean"
              },
              "shouldReceiveTouch": {
                "type": "boolean"
              }
            }
          },
          "NormalizedView": {
            "type": "object",
            "description": "A view with every default filled in. `frame` is the untransformed frame; `transform` is always the matrix form.",
            "required": [
              "id",
              "class",
              "behavior",
              "frame",
              "center",
              "bounds",
              "transform",
              "anchorPoint",
              "hidden",
              "alpha",
              "userInteractionEnabled",
              "clipsToBounds",
              "pointInside",
              "hitTest",
              "gestureRecognizers",
              "subviews"
            ],
            "properties": {
              "id": {
                "type": "string"
              },
              "class": {
                "type": "string"
              },
              "base": {
                "type": "string",
                "description": "Present when given."
              },
              "behavior": {
                "type": "string",
                "description": "The UIKit class whose behaviour applies: the class if known, else `base` if known, else UIView."
              },
              "frame": {
                "$ref": "#/components/schemas/Rect"
              },
              "center": {
                "$ref": "#/components/schemas/Point"
              },
              "bounds": {
                "$ref": "#/components/schemas/Rect"
              },
              "transform": {
                "$ref": "#/components/schemas/TransformMatrix"
              },
              "anchorPoint": {
                "$ref": "#/components/schemas/Point"
              },
              "hidden": {
                "type": "boolean"
              },
              "alpha": {
                "type": "number"
              },
              "userInteractionEnabled": {
                "type": "boolean"
              },
              "enabled": {
                "type": "boolean",
                "description": "Controls only."
              },
              "clipsToBounds": {
                "type": "boolean"
              },
              "backgroundColor": {
                "type": "string",
                "description": "Present when given."
              },
              "text": {
                "type": "string",
                "description": "Present when given."
              },
              "tag": {
                "type": "integer",
                "description": "Present when given."
              },
              "windowLevel": {
                "type": "number",
                "description": "Windows only."
              },
              "contentOffset": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/Point"
                  }
                ],
                "description": "Scroll views only."
              },
              "contentSize": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/Size"
                  }
                ],
                "description": "Scroll views only, when given."
              },
              "scrollEnabled": {
                "type": "boolean",
                "description": "Scroll views only."
              },
              "delaysContentTouches": {
                "type": "boolean",
                "description": "Scroll views only."
              },
              "canCancelContentTouches": {
                "type": "boolean",
                "description": "Scroll views only."
              },
              "touchesShouldBegin": {
                "type": "boolean",
                "description": "Scroll views only."
              },
              "touchesShouldCancel": {
                "description": "Scroll views only: \"default\" or a fixed answer.",
                "oneOf": [
                  { "type": "boolean" },
                  { "type": "string", "enum": ["default"] }
                ]
              },
              "handlesTouches": {
                "type": "boolean"
              },
              "viewController": {
                "type": "object",
                "required": [
                  "class"
                ],
                "properties": {
                  "class": {
                    "type": "string"
                  },
                  "presentedBy": {
                    "type": "string"
                  }
                }
              },
              "pointInside": {
                "$ref": "#/components/schemas/PointInsideOverride"
              },
              "hitTest": {
                "$ref": "#/components/schemas/HitTestOverride"
              },
              "gestureRecognizers": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/NormalizedGestureRecognizer"
                }
              },
              "attributes": {
                "type": "object",
                "additionalProperties": {
                  "type": "string"
                },
                "description": "Present when given."
              },
              "subviews": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/NormalizedView"
                }
              }
            }
          },
          "NormalizedHierarchy": {
            "type": "object",
            "description": "The stored hierarchy, normalized: every default filled in, every id assigned, always `windows`. Posting it back gives the same hierarchy.",
            "required": [
              "id",
              "windowScene",
              "viewCount",
              "windowCount",
              "windows"
            ],
            "properties": {
              "id": {
                "type": "string"
              },
              "name": {
                "type": "string",
                "description": "Present when given."
              },
              "windowScene": {
                "type": "boolean"
              },
              "viewCount": {
                "type": "integer"
              },
              "windowCount": {
                "type": "integer"
              },
              "windows": {
                "type": "array",
                "description": "Back to front.",
                "items": {
                  "$ref": "#/components/schemas/NormalizedView"
                }
              }
            }
          },
          "HierarchySummary": {
            "type": "object",
            "required": [
              "id",
              "name",
              "viewCount",
              "windowCount",
              "traceCount",
              "createdAt",
              "sourceFormat",
              "links"
            ],
            "properties": {
              "id": {
                "type": "string",
                "description": "`h_` and 16 base32 characters.",
                "example": "h_3tkeuolvftdim4rt"
              },
              "name": {
                "type": "string",
                "nullable": true
              },
              "viewCount": {
                "type": "integer"
              },
              "windowCount": {
                "type": "integer"
              },
              "traceCount": {
                "type": "integer",
                "description": "Traces stored for it (at most the retention limit)."
              },
              "createdAt": {
                "type": "string",
                "description": "ISO 8601, UTC, seconds.",
                "format": "date-time"
              },
              "sourceFormat": {
                "type": "string",
                "enum": [
                  "json",
                  "text"
                ]
              },
              "links": {
                "type": "object",
                "required": [
                  "self",
                  "touches",
                  "page"
                ],
                "properties": {
                  "self": {
                    "type": "string"
                  },
                  "touches": {
                    "type": "string"
                  },
                  "page": {
                    "type": "string",
                    "description": "The web page showing it."
                  }
                }
              }
            }
          },
          "HierarchyList": {
            "type": "object",
            "required": [
              "items",
              "nextCursor"
            ],
            "properties": {
              "items": {
                "type": "array",
                "description": "Newest first.",
                "items": {
                  "$ref": "#/components/schemas/HierarchySummary"
                }
              },
              "nextCursor": {
                "type": "string",
                "description": "Pass as `cursor` for the next page; null on the last page.",
                "nullable": true
              }
            }
          },
          "TouchPoint": {
            "type": "object",
            "description": "A tap at this point, in screen coordinates.",
            "required": [
              "x",
              "y"
            ],
            "properties": {
              "x": {
                "type": "number"
              },
              "y": {
                "type": "number"
              }
            },
            "additionalProperties": false
          },
          "TouchEvent": {
            "type": "object",
            "required": [
              "t",
              "phase",
              "x",
              "y"
            ],
            "properties": {
              "t": {
                "type": "number",
                "description": "Seconds, not negative; events in time order.",
                "minimum": 0
              },
              "phase": {
                "type": "string",
                "enum": [
                  "began",
                  "moved",
                  "stationary",
                  "ended",
                  "cancelled"
                ]
              },
              "x": {
                "type": "number"
              },
              "y": {
                "type": "number"
              },
              "finger": {
                "type": "integer",
                "description": "Default 0; at most 9.",
                "minimum": 0,
                "maximum": 9
              }
            },
            "additionalProperties": false
          },
          "TouchSequence": {
            "type": "object",
            "required": [
              "sequence"
            ],
            "properties": {
              "sequence": {
                "type": "array",
                "description": "Starts with `began`; at most 10000 events; a finger must be down to move or end.",
                "items": {
                  "$ref": "#/components/schemas/TouchEvent"
                },
                "minItems": 1,
                "maxItems": 10000
              }
            },
            "additionalProperties": false
          },
          "GestureShorthand": {
            "type": "object",
            "description": "Expands to the sequence a finger (two for pinch) would make.",
            "required": [
              "gesture"
            ],
            "properties": {
              "gesture": {
                "type": "string",
                "enum": [
                  "tap",
                  "doubleTap",
                  "longPress",
                  "drag",
                  "pinch"
                ]
              },
              "x": {
                "type": "number",
                "description": "tap, doubleTap, longPress, pinch (the centre)."
              },
              "y": {
                "type": "number"
              },
              "duration": {
                "type": "number",
                "description": "Seconds: longPress (default 0.8), drag (0.3), pinch (0.4).",
                "minimum": 0
              },
              "interval": {
                "type": "number",
                "description": "doubleTap: seconds between the taps (default 0.15).",
                "minimum": 0
              },
              "from": {
                "$ref": "#/components/schemas/PointInput"
              },
              "to": {
                "$ref": "#/components/schemas/PointInput"
              },
              "steps": {
                "type": "integer",
                "description": "drag: moved events (default 10, at most 1000).",
                "minimum": 1,
                "maximum": 1000
              },
              "distance": {
                "type": "number",
                "description": "pinch: starting distance between the fingers (default 100).",
                "minimum": 0
              },
              "endDistance": {
                "type": "number",
                "description": "pinch: final distance (default twice the start).",
                "minimum": 0
              }
            },
            "additionalProperties": false
          },
          "Touch": {
            "description": "A touch: a point (a tap), a sequence of timed phases, or a gesture shorthand. Today's engine hit-tests where the first finger comes down (the first `began`); the whole touch is kept in the trace and is part of its id.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/TouchPoint"
              },
              {
                "$ref": "#/components/schemas/TouchSequence"
              },
              {
                "$ref": "#/components/schemas/GestureShorthand"
              }
            ]
          },
          "HitTestRequest": {
            "type": "object",
            "required": [
              "hierarchy",
              "touch"
            ],
            "properties": {
              "hierarchy": {
                "$ref": "#/components/schemas/HierarchyInput"
              },
              "touch": {
                "$ref": "#/components/schemas/Touch"
              }
            },
            "additionalProperties": false
          },
          "HitTestStep": {
            "type": "object",
            "required": [
              "index",
              "call",
              "view",
              "depth",
              "point",
              "message"
            ],
            "properties": {
              "index": {
                "type": "integer",
                "description": "Position in `steps`, from 0."
              },
              "call": {
                "type": "string",
                "enum": [
                  "hitTest",
                  "pointInside",
                  "return"
                ]
              },
              "view": {
                "type": "string",
                "description": "The view the call is made on."
              },
              "depth": {
                "type": "integer",
                "description": "Levels below its window (a window is 0)."
              },
              "point": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/Point"
                  }
                ],
                "description": "The point in that view's own (bounds) coordinates."
              },
              "result": {
                "description": "pointInside: true or false. return: the id of the view returned, or null. Absent on hitTest.",
                "oneOf": [
                  {
                    "type": "boolean"
                  },
                  {
                    "type": "string"
                  }
                ],
                "nullable": true
              },
              "reason": {
                "type": "string",
                "description": "On `return` only: why it returned what it did.",
                "enum": [
                  "hidden",
                  "userInteractionDisabled",
                  "alphaBelowThreshold",
                  "disabledControl",
                  "outsideBounds",
                  "hitSelf",
                  "hitDescendant",
                  "override"
                ]
              },
              "message": {
                "type": "string",
                "description": "The step as a sentence, e.g. `redView.hitTest returns redView: no subview took it`."
              }
            }
          },
          "Responder": {
            "type": "object",
            "required": [
              "kind",
              "name"
            ],
            "properties": {
              "kind": {
                "type": "string",
                "enum": [
                  "view",
                  "viewController",
                  "window",
                  "windowScene",
                  "application",
                  "appDelegate"
                ]
              },
              "id": {
                "type": "string",
                "description": "view and window: the view's id."
              },
              "view": {
                "type": "string",
                "description": "viewController: the id of its root view."
              },
              "name": {
                "type": "string",
                "description": "The class name (`UIWindowScene`, `UIApplication`, `AppDelegate` for the last links)."
              }
            }
          },
          "Miss": {
            "type": "object",
            "required": [
              "view",
              "reason",
              "by",
              "message"
            ],
            "properties": {
              "view": {
                "type": "string",
                "description": "A view whose visible area holds the touch point but that neither got the touch nor is an ancestor of the view that did."
              },
              "reason": {
                "type": "string",
                "description": "Why not.",
                "enum": [
                  "hidden",
                  "userInteractionDisabled",
                  "alphaBelowThreshold",
                  "disabledControl",
                  "outsideSuperviewBounds",
                  "pointInsideOverride",
                  "hitTestOverride",
                  "covered",
                  "coveredByWindow"
                ]
              },
              "by": {
                "type": "string",
                "description": "The view responsible (the view itself, an ancestor, the covering view or window), or null.",
                "nullable": true
              },
              "message": {
                "type": "string",
                "description": "The answer to \"why not my view?\" in a sentence."
              }
            }
          },
          "Trace": {
            "type": "object",
            "description": "What one touch's hit-test did. A one-shot trace has no `id` or `hierarchyId`.",
            "required": [
              "engineVersion",
              "touch",
              "point",
              "window",
              "hitView",
              "hitTestOrder",
              "steps",
              "responderChain",
              "misses",
              "delivery"
            ],
            "properties": {
              "id": {
                "type": "string",
                "description": "Content-addressed: `t_` + the first 32 hex digits of SHA-256(hierarchy id, canonical touch, engine version). The same touch on the same hierarchy with the same engine always has the same id."
              },
              "hierarchyId": {
                "type": "string",
                "description": "The hierarchy it was made on."
              },
              "engineVersion": {
                "type": "string",
                "description": "The simulation's version."
              },
              "touch": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/Touch"
                  }
                ],
                "description": "The touch as given, canonical: keys sorted, numbers shortest (`{\"y\":1e2,\"x\":3.0}` → `{\"x\":3,\"y\":100}`)."
              },
              "point": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/Point"
                  }
                ],
                "description": "The screen point hit-tested."
              },
              "window": {
                "type": "string",
                "description": "The window that took the touch, or null.",
                "nullable": true
              },
              "hitView": {
                "type": "string",
                "description": "The hit-test view, or null when no view took the touch.",
                "nullable": true
              },
              "hitTestOrder": {
                "type": "array",
                "description": "Ids of the views whose hitTest:withEvent: was called, in call order.",
                "items": {
                  "type": "string"
                }
              },
              "steps": {
                "type": "array",
                "description": "Every call in order.",
                "items": {
                  "$ref": "#/components/schemas/HitTestStep"
                }
              },
              "responderChain": {
                "type": "array",
                "description": "From the hit view up; empty when nothing was hit.",
                "items": {
                  "$ref": "#/components/schemas/Responder"
                }
              },
              "misses": {
                "type": "array",
                "description": "Front-most first.",
                "items": {
                  "$ref": "#/components/schemas/Miss"
                }
              },
              "delivery": {
                "$ref": "#/components/schemas/Delivery"
              }
            }
          },
          "Delivery": {
            "type": "object",
            "description": "What happened to the touch over time after hit-testing bound it to a view: gesture recognizers, controls, scroll views, the responder chain (docs/UIKIT-RULES.md §4, §5, RC).",
            "required": ["touches", "recognizers", "timeline", "actions", "scrolls"],
            "properties": {
              "touches": {
                "type": "array",
                "description": "One per finger that came down, bound at touch-down.",
                "items": {
                  "type": "object",
                  "required": ["finger", "view", "window", "t"],
                  "properties": {
                    "finger": { "type": "integer" },
                    "view": { "type": "string", "nullable": true, "description": "The view it is bound to (its hit-test view), or null." },
                    "window": { "type": "string", "nullable": true },
                    "t": { "type": "number", "description": "When it came down, in seconds." }
                  }
                }
              },
              "recognizers": {
                "type": "array",
                "description": "Every recognizer that saw a touch, with the last state it reached; then recognizers that did not see it, each with a `note` saying why.",
                "items": {
                  "type": "object",
                  "required": ["id", "view", "type", "builtIn", "sawTouch", "state"],
                  "properties": {
                    "id": { "type": "string", "description": "Built-in ones: the scroll view's id + `.pan` or `.delay`." },
                    "view": { "type": "string", "nullable": true },
                    "type": { "type": "string", "description": "tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, or scrollViewDelayedTouchesBegan." },
                    "builtIn": { "type": "boolean" },
                    "sawTouch": { "type": "boolean" },
                    "state": { "type": "string", "enum": ["possible", "began", "changed", "ended", "recognized", "cancelled", "failed"] },
                    "note": { "type": "string" }
                  }
                }
              },
              "timeline": {
                "type": "array",
                "description": "Every delivery and state change in order.",
                "items": {
                  "type": "object",
                  "required": ["t", "target", "kind", "event", "state", "reason"],
                  "properties": {
                    "t": { "type": "number", "description": "Seconds from the first touch-down." },
                    "target": { "type": "string", "description": "A view id, or a recognizer id." },
                    "kind": { "type": "string", "enum": ["view", "recognizer", "control", "scrollView"] },
                    "event": { "type": "string", "enum": ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "held", "discarded", "stateChanged", "controlEvent", "scrolled"] },
                    "state": { "type": "string", "nullable": true, "description": "stateChanged: the new state; controlEvent: the control event (touchDown, touchUpInside, …); held: the phase held back." },
                    "finger": { "type": "integer" },
                    "receivedBy": { "type": "string", "description": "For a phase sent to a view: the responder that finally took it." },
                    "reason": { "type": "string", "description": "Why, in a sentence, with the rule number." }
                  }
                }
              },
              "actions": {
                "type": "array",
                "description": "What the app would see fire, in order: recognizer actions, control events, scroll view delegate calls.",
                "items": {
                  "type": "object",
                  "required": ["t", "source", "event"],
                  "properties": {
                    "t": { "type": "number" },
                    "source": { "type": "string" },
                    "event": { "type": "string" }
                  }
                }
              },
              "truncated": {
                "type": "object",
                "description": "Present only when the answer was cut: a timeline keeps 10,000 entries and actions, and a simulation stops after 2,000,000 units of work (a hostile hierarchy and touch cannot make a request run for minutes).",
                "required": ["omittedEntries", "stoppedEarly", "message"],
                "properties": {
                  "omittedEntries": { "type": "integer" },
                  "stoppedEarly": { "type": "boolean" },
                  "message": { "type": "string" }
                }
              },
              "scrolls": {
                "type": "array",
                "description": "Each scroll view whose pan saw the touch; bouncing and deceleration are not modelled.",
                "items": {
                  "type": "object",
                  "required": ["view", "scrolled", "by", "contentOffset"],
                  "properties": {
                    "view": { "type": "string", "nullable": true },
                    "scrolled": { "type": "boolean" },
                    "by": { "$ref": "#/components/schemas/Point" },
                    "contentOffset": { "$ref": "#/components/schemas/Point" }
                  }
                }
              }
            }
          },
          "HitMapRequest": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "step": {
                "type": "number",
                "description": "Grid step in points (default 1); greater than 0."
              },
              "region": {
                "$ref": "#/components/schemas/HitMapRect"
              }
            }
          },
          "HitMapRect": {
            "type": "object",
            "description": "A screen rectangle in points.",
            "required": ["x", "y", "width", "height"],
            "properties": {
              "x": { "type": "number" },
              "y": { "type": "number" },
              "width": { "type": "number" },
              "height": { "type": "number" }
            }
          },
          "HitMapPoint": {
            "type": "object",
            "required": ["x", "y"],
            "properties": {
              "x": { "type": "number" },
              "y": { "type": "number" }
            }
          },
          "HitMap": {
            "type": "object",
            "required": ["step", "region", "sampling", "columns", "rows", "points", "views", "map", "areas", "deadZones", "audit"],
            "properties": {
              "step": { "type": "number" },
              "region": { "$ref": "#/components/schemas/HitMapRect" },
              "sampling": { "type": "string", "description": "Which points are sampled: x + i·step, y + j·step (cell corners)." },
              "columns": { "type": "integer" },
              "rows": { "type": "integer" },
              "points": { "type": "integer", "description": "columns × rows." },
              "views": { "type": "array", "description": "The id table: view index → view id, every view.", "items": { "type": "string" } },
              "map": {
                "type": "array",
                "description": "One array per row, top to bottom: view index, run length, view index, run length, … (-1: no view takes the touch); the lengths add up to `columns`.",
                "items": { "type": "array", "items": { "type": "integer" } }
              },
              "areas": {
                "type": "array",
                "description": "Per view that receives or is drawn somewhere: points² where it receives touches, and where it is drawn (its bounds through transforms, cut by clipping ancestors; not hidden or transparent), on the same grid.",
                "items": {
                  "type": "object",
                  "required": ["view", "index", "receiving", "visible"],
                  "properties": {
                    "view": { "type": "string" },
                    "index": { "type": "integer" },
                    "receiving": { "type": "number" },
                    "visible": { "type": "number" }
                  }
                }
              },
              "deadZones": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": ["view", "index", "className", "visibleArea", "lostArea", "entirely", "causes"],
                  "properties": {
                    "view": { "type": "string" },
                    "index": { "type": "integer" },
                    "className": { "type": "string" },
                    "visibleArea": { "type": "number" },
                    "lostArea": { "type": "number", "description": "Points² drawn where a touch reaches neither the view nor its subviews." },
                    "entirely": { "type": "boolean" },
                    "causes": {
                      "type": "array",
                      "description": "The engine's miss reasons at up to 6 traced lost points, grouped by reason and `by`.",
                      "items": {
                        "type": "object",
                        "required": ["reason", "by", "message", "samples", "point"],
                        "properties": {
                          "reason": { "type": "string" },
                          "by": { "type": "string", "nullable": true },
                          "message": { "type": "string" },
                          "samples": { "type": "integer" },
                          "point": { "$ref": "#/components/schemas/HitMapPoint" }
                        }
                      }
                    }
                  }
                }
              },
              "audit": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": ["kind", "view", "index", "receivingArea", "visibleArea", "outsideArea", "receivingBox", "minimumSide", "message"],
                  "properties": {
                    "kind": { "type": "string", "enum": ["smallTarget", "enlargedHitArea", "overlapsNeighbour"] },
                    "view": { "type": "string" },
                    "index": { "type": "integer" },
                    "neighbour": { "type": "string" },
                    "receivingArea": { "type": "number" },
                    "visibleArea": { "type": "number" },
                    "outsideArea": { "type": "number" },
                    "overlapArea": { "type": "number" },
                    "receivingBox": { "$ref": "#/components/schemas/HitMapRect" },
                    "minimumSide": { "type": "number" },
                    "message": { "type": "string" }
                  }
                }
              }
            }
          },
          "StoredTrace": {
            "description": "A stored trace: a Trace with its `id` and `hierarchyId`.",
            "allOf": [
              {
                "$ref": "#/components/schemas/Trace"
              },
              {
                "type": "object",
                "required": [
                  "id",
                  "hierarchyId"
                ]
              }
            ]
          }
        },
        "responses": {
          "Error": {
            "description": "An error.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "BadRequest": {
            "description": "400: malformed JSON (`malformed_json`, with line and column in `message`), an empty body, a bad query parameter (`bad_request`, `path` names it), or a request the HTTP layer cannot parse.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "NotFound": {
            "description": "404 `not_found`: no such id.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "MethodNotAllowed": {
            "description": "405 `method_not_allowed`: another method than those documented for this path. The `Allow` header lists the allowed ones.",
            "headers": {
              "Allow": {
                "schema": {
                  "type": "string"
                },
                "description": "e.g. `GET, HEAD, DELETE, OPTIONS`"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "PayloadTooLarge": {
            "description": "413 `payload_too_large`: the body is larger than the server's --max-body (default 16 MiB). Refused before it is read; the connection is closed.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "UnsupportedMediaType": {
            "description": "415 `unsupported_media_type`: Content-Type is not `application/json` (or `*+json`; `POST /api/hierarchies` also takes `text/plain` and `text/x-recursive-description`). A missing Content-Type is taken as JSON.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "Unprocessable": {
            "description": "422: JSON, but not a valid hierarchy (`invalid_hierarchy`) or touch (`invalid_touch`); a recursiveDescription dump with a line that cannot be read (`invalid_dump`, `path` `line N`); or over a limit (`limit_exceeded`: views, depth, JSON nesting). `errors` lists every problem (up to 100), each with its `path`; `path`/`message` repeat the first.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "InternalError": {
            "description": "500 `storage_error`, `stored_hierarchy_unreadable` or `internal_error`: a failure of the server; nothing is leaked.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "StorageUnavailable": {
            "description": "503 `storage_unavailable` (database busy or I/O error; retry), `storage_read_only` (nothing was stored) or `stopping` (the server stopped before the request was answered; send it again).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "InsufficientStorage": {
            "description": "507 `storage_full`: the disk is full; nothing was stored.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          }
        },
        "parameters": {
          "HierarchyId": {
            "name": "id",
            "in": "path",
            "required": true,
            "description": "A hierarchy id, e.g. `h_3tkeuolvftdim4rt`.",
            "schema": {
              "type": "string"
            }
          },
          "TraceId": {
            "name": "id",
            "in": "path",
            "required": true,
            "description": "A trace id, e.g. `t_e28aed2d736c3d40f890d43cd0e35710`.",
            "schema": {
              "type": "string"
            }
          }
        }
      }
    }
    """#
}
