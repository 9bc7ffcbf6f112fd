/* eslint-disable */
// GENERATED from the erp module's OpenAPI document by `pnpm --filter @kraanvogel/api generate:api-types`.
// Do not edit: change the api's schemas and regenerate (a test fails when this file is stale).

export interface paths {
    "/api/app/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice or credit note with its lines */
        get: {
            parameters: {
                query: {
                    InvoiceNo: string;
                    InvoiceType: "Invoice" | "Credit";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Invoice"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/invoice/invoice-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer's invoices and credit notes, newest first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        InvoiceType?: "Invoice" | "Credit";
                        IsPaid?: boolean;
                        /** @default 10 */
                        MaxResultCount?: number;
                        /** @default 0 */
                        SkipCount?: number;
                        Sorting?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["InvoiceSummary"][];
                            totalCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order with its lines */
        get: {
            parameters: {
                query: {
                    OrderNo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/order/order-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's orders, newest first, optionally filtered */
        get: {
            parameters: {
                query?: {
                    InformationFilter?: "FindOrder" | "ExpectedToday" | "OfferedForDelivery" | "BackOrder" | "ToBeProcessed" | "ReturnOrdersOrComplaints";
                    ItemNo?: string;
                    MaxResultCount?: number;
                    OrderNo?: string;
                    Search?: string;
                    SkipCount?: number;
                    Sorting?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["OrderSummary"][];
                            totalCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponse: {
            error: {
                code: string;
                details?: string;
                message: string;
                validationErrors?: {
                    members: string[];
                    message: string;
                }[];
            };
        };
        Invoice: {
            dueDate: string;
            invoiceDate: string;
            invoiceNo: string;
            /** @enum {string} */
            invoiceType: "Invoice" | "Credit";
            isPaid: boolean;
            lines: {
                amount: number;
                description: string;
                discountPercentage: number;
                itemNo: string;
                lineNo: number;
                unitPrice: number;
            }[];
            orderNo: string | null;
            totalInclVat: number;
            totalNet: number;
            totalVat: number;
        };
        InvoiceSummary: {
            dueDate: string;
            invoiceDate: string;
            invoiceNo: string;
            /** @enum {string} */
            invoiceType: "Invoice" | "Credit";
            isPaid: boolean;
            orderNo: string | null;
            totalInclVat: number;
            totalNet: number;
            totalVat: number;
        };
        Order: {
            deliveryMethod: string;
            lines: components["schemas"]["OrderLine"][];
            /** Format: date-time */
            orderDate: string;
            orderNo: string;
            poNumber: string | null;
            reference: string | null;
            status: number;
            totalNet: number;
        };
        OrderLine: {
            amount: number;
            delivered: number;
            description: string;
            discountPercentage: number;
            itemNo: string;
            lineNo: number;
            unitPrice: number;
        };
        OrderSummary: {
            deliveryMethod: string;
            lineCount: number;
            /** Format: date-time */
            orderDate: string;
            orderNo: string;
            poNumber: string | null;
            reference: string | null;
            /** @description 100 received, 200 in progress, 300 delivered, 999 cancelled */
            status: number;
            totalNet: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
